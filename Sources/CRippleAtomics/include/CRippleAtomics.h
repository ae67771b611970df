// The few C11 atomic operations Ripple's delivery domains and disposables need.
// Swift's `Synchronization.Atomic` requires iOS 18 / macOS 15; Ripple supports iOS 16 / macOS 13,
// so these static inline functions (inlined into Swift callers) stand in for it.
#ifndef C_RIPPLE_ATOMICS_H
#define C_RIPPLE_ATOMICS_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct ripple_atomic_int {
    _Atomic intptr_t value;
} ripple_atomic_int;

static inline ripple_atomic_int *_Nonnull ripple_atomic_int_create(intptr_t initial) {
    ripple_atomic_int *atomic = (ripple_atomic_int *)malloc(sizeof(ripple_atomic_int));
    if (atomic == NULL) { abort(); }
    atomic_init(&atomic->value, initial);
    return atomic;
}

static inline void ripple_atomic_int_destroy(ripple_atomic_int *_Nonnull atomic) {
    free(atomic);
}

/// A word holding `value`, for a field set before its object is shared (before `super.init`,
/// even, where a field's address cannot be taken).
static inline ripple_atomic_int ripple_atomic_int_make(intptr_t value) {
    ripple_atomic_int atomic;
    atomic_init(&atomic.value, value);
    return atomic;
}

static inline intptr_t ripple_atomic_int_load(ripple_atomic_int *_Nonnull atomic) {
    return atomic_load_explicit(&atomic->value, memory_order_acquire);
}

static inline void ripple_atomic_int_store(ripple_atomic_int *_Nonnull atomic, intptr_t value) {
    atomic_store_explicit(&atomic->value, value, memory_order_release);
}

/// Adds `delta` and returns the previous value (acquire-release).
static inline intptr_t ripple_atomic_int_fetch_add(ripple_atomic_int *_Nonnull atomic, intptr_t delta) {
    return atomic_fetch_add_explicit(&atomic->value, delta, memory_order_acq_rel);
}

/// Loads the value (sequentially consistent): one side of the handshake between a thread that
/// leaves a delivery domain and one that sleeps to wait for it (see `Turnstile`).
static inline intptr_t ripple_atomic_int_load_sc(ripple_atomic_int *_Nonnull atomic) {
    return atomic_load_explicit(&atomic->value, memory_order_seq_cst);
}

/// Adds `delta` and returns the previous value (sequentially consistent): the other side of
/// that handshake. The same instruction as the acquire-release form on x86-64 and arm64.
static inline intptr_t ripple_atomic_int_fetch_add_sc(ripple_atomic_int *_Nonnull atomic, intptr_t delta) {
    return atomic_fetch_add_explicit(&atomic->value, delta, memory_order_seq_cst);
}

#if defined(__linux__)
#include <pthread.h>

/// The calling thread's identity as a nonzero word: what a delivery domain records as its
/// owner, so that a send can tell its own thread's delivery (re-entrancy) from another's.
/// The thread pointer register, read in one instruction (the thread's control block, the
/// address `pthread_self()` returns on glibc): every uncontended send records its owner, and
/// the call of `pthread_self()` cost 3 of its instructions (callgrind, S1). Linux only; on
/// Darwin, Swift calls `pthread_self()` (see `currentThreadID()`).
static inline intptr_t ripple_thread_id(void) {
#if defined(__x86_64__)
    intptr_t self;
    __asm__("movq %%fs:0, %0" : "=r"(self));
    return self;
#elif defined(__aarch64__)
    intptr_t self;
    __asm__("mrs %0, tpidr_el0" : "=r"(self));
    return self;
#else
    return (intptr_t)pthread_self();
#endif
}
#endif

/// Replaces `expected` with `desired`; returns whether it did (acquire-release).
static inline bool ripple_atomic_int_compare_exchange(
    ripple_atomic_int *_Nonnull atomic, intptr_t expected, intptr_t desired) {
    return atomic_compare_exchange_strong_explicit(
        &atomic->value, &expected, desired, memory_order_acq_rel, memory_order_acquire);
}

/// Stores `value` and returns the previous value (acquire-release).
static inline intptr_t ripple_atomic_int_exchange(ripple_atomic_int *_Nonnull atomic, intptr_t value) {
    return atomic_exchange_explicit(&atomic->value, value, memory_order_acq_rel);
}

/// A one-shot flag kept inside an object (32 bits, so a 32-bit field can share its word).
typedef struct ripple_atomic_flag {
    _Atomic int32_t value;
} ripple_atomic_flag;

/// Whether the flag is set (acquire).
static inline bool ripple_atomic_flag_is_set(ripple_atomic_flag *_Nonnull flag) {
    return atomic_load_explicit(&flag->value, memory_order_acquire) != 0;
}

/// Sets the flag; returns whether this call set it (acquire-release).
static inline bool ripple_atomic_flag_try_set(ripple_atomic_flag *_Nonnull flag) {
    return atomic_exchange_explicit(&flag->value, 1, memory_order_acq_rel) == 0;
}

/// Sets the flag (release), for a caller that need not know whether it was set already: a
/// plain store, where `ripple_atomic_flag_try_set` is a read-modify-write.
static inline void ripple_atomic_flag_set(ripple_atomic_flag *_Nonnull flag) {
    atomic_store_explicit(&flag->value, 1, memory_order_release);
}

#endif
