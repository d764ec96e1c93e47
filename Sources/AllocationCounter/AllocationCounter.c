// Counts heap allocations by defining the allocation functions in the executable, which the
// dynamic linker prefers over the C library's, and forwarding to glibc's own entry points.
#include <stdatomic.h>
#include <stddef.h>
#include "AllocationCounter.h"

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic unsigned long allocations;

unsigned long transc_allocation_count(void) { return atomic_load(&allocations); }

void *malloc(size_t size) {
    atomic_fetch_add(&allocations, 1);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    atomic_fetch_add(&allocations, 1);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    atomic_fetch_add(&allocations, 1);
    return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    atomic_fetch_add(&allocations, 1);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    atomic_fetch_add(&allocations, 1);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; // ENOMEM
    *result = pointer;
    return 0;
}
