#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) the
/// process has made since it started. Linked only into the benchmark executable, whose
/// definitions of the allocation functions take precedence over the C library's.
unsigned long transc_allocation_count(void);

#endif
