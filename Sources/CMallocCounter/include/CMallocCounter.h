// Counts heap allocations for ripple-bench's "allocations per op" column and for the
// allocation-budget tests. Linked into the benchmark and the test executables only: on Linux
// it interposes malloc and friends (forwarding to glibc's __libc_* entry points) and counts
// each call, in total and per thread; elsewhere, and in a sanitizer build, it counts nothing.
#ifndef C_MALLOC_COUNTER_H
#define C_MALLOC_COUNTER_H

/// The number of allocations (malloc, calloc, realloc, aligned allocations) since the start.
long ripple_bench_allocations(void);

/// The number of allocations made by the calling thread since it started.
long ripple_thread_allocations(void);

/// The bytes the calling thread has asked for (not what malloc rounded them up to) since it
/// started, every allocation counted as in `ripple_thread_allocations`.
long ripple_thread_allocated_bytes(void);

/// 1 where allocations are counted (Linux with glibc), 0 elsewhere.
int ripple_bench_counts_allocations(void);

#endif
