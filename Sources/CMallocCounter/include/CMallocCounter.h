// Counts heap allocations for ripple-bench's "allocations per op" column. Linked into the
// benchmark executable only: on Linux it interposes malloc and friends (forwarding to glibc's
// __libc_* entry points) and counts each call; elsewhere it counts nothing.
#ifndef C_MALLOC_COUNTER_H
#define C_MALLOC_COUNTER_H

/// The number of allocations (malloc, calloc, realloc, aligned allocations) since the start.
long ripple_bench_allocations(void);

/// 1 where allocations are counted (Linux with glibc), 0 elsewhere.
int ripple_bench_counts_allocations(void);

#endif
