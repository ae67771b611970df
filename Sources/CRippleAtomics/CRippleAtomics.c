// The module is header-only; this file gives SwiftPM a source to build. (A C thread-local
// here gave the benchmark binary DWARF 5 location lists that valgrind 3.19 cannot read.)
#include "CRippleAtomics.h"
