#include "visor_heap.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>

int visor_heap_configure(int mapped_from, int kept) {
  int mapped = mallopt(M_MMAP_THRESHOLD, mapped_from);
  int trimmed = mallopt(M_TRIM_THRESHOLD, kept);
  return mapped == 1 && trimmed == 1 ? 0 : -1;
}

void visor_heap_return(void) { malloc_trim(0); }
#else
int visor_heap_configure(int mapped_from, int kept) {
  (void)mapped_from;
  (void)kept;
  return 0;
}

void visor_heap_return(void) {}
#endif
