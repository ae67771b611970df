// The part of the SDK's <stdlib.h> that Ripple's C headers use (see Darwin.h).
#ifndef RIPPLE_APPLE_STUB_STDLIB_H
#define RIPPLE_APPLE_STUB_STDLIB_H
#include <stddef.h>
void *malloc(size_t __size);
void free(void *);
void abort(void) __attribute__((__cold__)) __attribute__((__noreturn__));
void exit(int) __attribute__((__noreturn__));
#endif
