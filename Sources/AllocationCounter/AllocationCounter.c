// Counts heap allocations, and the bytes live on the heap, by defining the allocation functions
// in the executable, which the dynamic linker prefers over the C library's, and forwarding to
// glibc's own entry points. Sizes are the blocks' usable sizes, what the heap really holds.
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>
#include "AllocationCounter.h"

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic unsigned long allocations;
static _Atomic long liveBytes;
static _Atomic long peakBytes;
/// Nonzero while the allocation functions only forward: a timed run then pays no atomic operation
/// per block, as an app does not. Read relaxed: it changes only between runs.
static _Atomic int paused;

unsigned long transc_allocation_count(void) { return atomic_load(&allocations); }

long transc_heap_live_bytes(void) { return atomic_load(&liveBytes); }

long transc_heap_peak_bytes(void) { return atomic_load(&peakBytes); }

void transc_heap_peak_reset(void) { atomic_store(&peakBytes, atomic_load(&liveBytes)); }

void transc_counting_pause(int pause) { atomic_store(&paused, pause); }

static int counting(void) { return !atomic_load_explicit(&paused, memory_order_relaxed); }

/// Counts a block that has just been handed out, while counting.
static void *counted(void *pointer) {
    if (pointer == NULL || !counting()) return pointer;
    atomic_fetch_add(&allocations, 1);
    long now = atomic_fetch_add(&liveBytes, (long)malloc_usable_size(pointer)) + (long)malloc_usable_size(pointer);
    long peak = atomic_load(&peakBytes);
    while (now > peak && !atomic_compare_exchange_weak(&peakBytes, &peak, now)) {}
    return pointer;
}

/// Uncounts a block about to be freed (or moved by realloc), while counting.
static void uncount(void *pointer) {
    if (pointer != NULL && counting()) atomic_fetch_sub(&liveBytes, (long)malloc_usable_size(pointer));
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
    long old = pointer == NULL || !counting() ? 0 : (long)malloc_usable_size(pointer);
    void *moved = __libc_realloc(pointer, size);
    // A failed realloc leaves the block as it was; realloc(p, 0) frees it and may return NULL.
    if (old != 0 && (moved != NULL || size == 0)) atomic_fetch_sub(&liveBytes, old);
    return counted(moved);
}

void *aligned_alloc(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    void *pointer = counted(__libc_memalign(alignment, size));
    if (pointer == NULL) return 12; // ENOMEM
    *result = pointer;
    return 0;
}

void free(void *pointer) {
    uncount(pointer);
    __libc_free(pointer);
}
