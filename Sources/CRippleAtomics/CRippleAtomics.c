// The atomics are static inline functions in the header; this file holds the turnstile, the
// one part that is called, not inlined: it runs only when a thread has to wait for a busy
// delivery domain. (A C thread-local here gave the benchmark binary DWARF 5 location lists
// that valgrind 3.19 cannot read.)
#include "CRippleAtomics.h"

struct ripple_turnstile {
    pthread_mutex_t mutex;
    pthread_cond_t condition;
};

ripple_turnstile *ripple_turnstile_create(void) {
    ripple_turnstile *turnstile = (ripple_turnstile *)malloc(sizeof(ripple_turnstile));
    if (turnstile == NULL) { abort(); }
    if (pthread_mutex_init(&turnstile->mutex, NULL) != 0) { abort(); }
    if (pthread_cond_init(&turnstile->condition, NULL) != 0) { abort(); }
    return turnstile;
}

void ripple_turnstile_destroy(ripple_turnstile *turnstile) {
    pthread_cond_destroy(&turnstile->condition);
    pthread_mutex_destroy(&turnstile->mutex);
    free(turnstile);
}

void ripple_turnstile_wait_while_busy(ripple_turnstile *turnstile, ripple_atomic_int *word) {
    pthread_mutex_lock(&turnstile->mutex);
    while (ripple_atomic_int_load_sc(word) != 0) {
        pthread_cond_wait(&turnstile->condition, &turnstile->mutex);
    }
    pthread_mutex_unlock(&turnstile->mutex);
}

void ripple_turnstile_wake_one(ripple_turnstile *turnstile) {
    pthread_mutex_lock(&turnstile->mutex);
    pthread_cond_signal(&turnstile->condition);
    pthread_mutex_unlock(&turnstile->mutex);
}
