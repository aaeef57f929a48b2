#ifndef VISOR_HEAP_H
#define VISOR_HEAP_H

/// glibc's heap settings for a serving process (docs/decisions/065-photo-buffers-kept-while-busy.md):
/// allocations below `mapped_from` bytes come from the heap, and up to `kept` free bytes stay at a
/// heap's top. Returns 0 when glibc took both (or on a C library without them: nothing to tune).
int visor_heap_configure(int mapped_from, int kept);

/// Hands a heap's free memory back to the system (glibc's malloc_trim); nothing elsewhere.
void visor_heap_return(void);

#endif
