#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) the
/// process has made since it started. Linked only into the benchmark executable, whose
/// definitions of the allocation functions take precedence over the C library's.
unsigned long transc_allocation_count(void);

/// The bytes of heap blocks allocated and not yet freed.
long transc_heap_live_bytes(void);

/// The most bytes live at once since the last `transc_heap_peak_reset`.
long transc_heap_peak_bytes(void);

/// Starts measuring a new peak from the bytes live now.
void transc_heap_peak_reset(void);

/// Pauses counting (nonzero) or resumes it (0). While paused the allocation functions only forward
/// to the C library's, and neither allocations nor bytes are counted: a block allocated meanwhile and
/// freed while counting lowers the live bytes by its size, as the heap does, so a peak measured from
/// `transc_heap_peak_reset` to the end of a counted stretch stays right.
void transc_counting_pause(int pause);

#endif
