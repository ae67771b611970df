// The module's atomics are header-only; this file holds its one thread-local variable.
#include "CRippleAtomics.h"

static _Thread_local intptr_t ripple_thread_drain_depth = 0;

intptr_t ripple_thread_drain_depth_add(intptr_t delta) {
    intptr_t before = ripple_thread_drain_depth;
    ripple_thread_drain_depth = before + delta;
    return before;
}
