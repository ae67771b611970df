// A stand-in for the macOS/iOS SDK's Darwin module, for .ci/apple-typecheck: only the symbols
// Ripple uses, each declared as the SDK declares it (types, nullability, availability), so Swift
// imports them exactly as on a Mac. Anything else is missing on purpose ("cannot find ... in
// scope"): a new Darwin call gets its SDK declaration added here, copied from the SDK header.
#ifndef RIPPLE_APPLE_STUB_DARWIN_H
#define RIPPLE_APPLE_STUB_DARWIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#pragma clang assume_nonnull begin

// <sys/_types.h>, <sys/_pthread/_pthread_types.h>
struct _opaque_pthread_t { long __sig; char __opaque[8176]; };
struct _opaque_pthread_attr_t { long __sig; char __opaque[56]; };
struct _opaque_pthread_mutex_t { long __sig; char __opaque[56]; };
struct _opaque_pthread_mutexattr_t { long __sig; char __opaque[8]; };
struct _opaque_pthread_cond_t { long __sig; char __opaque[40]; };
struct _opaque_pthread_condattr_t { long __sig; char __opaque[8]; };
typedef struct _opaque_pthread_t *__darwin_pthread_t;
typedef unsigned long __darwin_pthread_key_t;
typedef __darwin_pthread_t pthread_t;
typedef __darwin_pthread_key_t pthread_key_t;
typedef struct _opaque_pthread_mutex_t pthread_mutex_t;
typedef struct _opaque_pthread_mutexattr_t pthread_mutexattr_t;
typedef struct _opaque_pthread_cond_t pthread_cond_t;
typedef struct _opaque_pthread_condattr_t pthread_condattr_t;

// <pthread.h>
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
int pthread_key_create(pthread_key_t *, void (*_Nullable)(void *));
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
void *_Nullable pthread_getspecific(pthread_key_t);
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
int pthread_setspecific(pthread_key_t, const void *_Nullable);
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
pthread_t pthread_self(void);
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
int pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t *_Nullable);
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
int pthread_mutex_lock(pthread_mutex_t *);
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
int pthread_mutex_unlock(pthread_mutex_t *);
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
int pthread_mutex_destroy(pthread_mutex_t *);
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
int pthread_cond_init(pthread_cond_t *, const pthread_condattr_t *_Nullable);
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
int pthread_cond_wait(pthread_cond_t *, pthread_mutex_t *);
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
int pthread_cond_signal(pthread_cond_t *);
__attribute__((availability(macos, introduced = 10.4))) __attribute__((availability(ios, introduced = 2.0)))
int pthread_cond_destroy(pthread_cond_t *);

// <sched.h>
int sched_yield(void);

// <os/lock.h>
typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;
__attribute__((availability(macos, introduced = 10.12))) __attribute__((availability(ios, introduced = 10.0)))
void os_unfair_lock_lock(os_unfair_lock_t lock);
__attribute__((availability(macos, introduced = 10.12))) __attribute__((availability(ios, introduced = 10.0)))
bool os_unfair_lock_trylock(os_unfair_lock_t lock);
__attribute__((availability(macos, introduced = 10.12))) __attribute__((availability(ios, introduced = 10.0)))
void os_unfair_lock_unlock(os_unfair_lock_t lock);

#pragma clang assume_nonnull end

// <malloc/malloc.h> (no nullability annotations in the SDK: pointers import as `!`)
typedef struct _malloc_zone_t malloc_zone_t;
typedef struct malloc_statistics_t {
    unsigned blocks_in_use;
    size_t size_in_use;
    size_t max_size_in_use;
    size_t size_allocated;
} malloc_statistics_t;
void malloc_zone_statistics(malloc_zone_t *zone, malloc_statistics_t *stats);

// <dlfcn.h> (no nullability annotations in the SDK)
#define RTLD_LAZY 0x1
#define RTLD_NOW 0x2
void *dlopen(const char *__path, int __mode);
void *dlsym(void *__handle, const char *__symbol);

// <unistd.h>, <sys/_types/_ssize_t.h> (no nullability annotations in the SDK)
typedef long __darwin_ssize_t;
typedef __darwin_ssize_t ssize_t;
ssize_t write(int __fd, const void *__buf, size_t __nbyte);

// <stdio.h>, <_stdio.h> (no nullability annotations in the SDK)
struct __sFILEX;
typedef struct __sFILE {
    unsigned char *_p;
    int _r;
    int _w;
    short _flags;
    short _file;
    struct __sFILEX *_extra;
} FILE;
FILE *fopen(const char *restrict __filename, const char *restrict __mode);
int fclose(FILE *);
int fputs(const char *restrict, FILE *restrict);

#endif
