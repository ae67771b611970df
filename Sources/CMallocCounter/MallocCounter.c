#include "CMallocCounter.h"

#include <errno.h>  // a libc header first: it defines __GLIBC__ on glibc

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define RIPPLE_SANITIZED 1
#endif
#endif

// A sanitizer brings its own malloc: interposing it here would hide allocations from it.
#if defined(__linux__) && defined(__GLIBC__) && !defined(RIPPLE_SANITIZED)
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic long allocations;
// Initial-exec: reading it never allocates (the counter is linked into the executable).
static _Thread_local long thread_allocations __attribute__((tls_model("initial-exec")));
static _Thread_local long thread_bytes __attribute__((tls_model("initial-exec")));

static inline void count_one(size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    thread_allocations += 1;
    thread_bytes += (long)size;
}

void *malloc(size_t size) {
    count_one(size);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one(count * size);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one(size);
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    count_one(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one(size);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

long ripple_bench_allocations(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

long ripple_thread_allocations(void) {
    return thread_allocations;
}

long ripple_thread_allocated_bytes(void) {
    return thread_bytes;
}

int ripple_bench_counts_allocations(void) {
    return 1;
}
#else
long ripple_bench_allocations(void) {
    return 0;
}

long ripple_thread_allocations(void) {
    return 0;
}

long ripple_thread_allocated_bytes(void) {
    return 0;
}

int ripple_bench_counts_allocations(void) {
    return 0;
}
#endif
