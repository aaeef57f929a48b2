// Preloaded by scripts/hot-order.sh: writes the offset of every page of the executable's code that the
// process runs, once each. The code is made unreadable at start; the first touch of a page faults, the
// handler notes the page and makes it executable again. Only for making the order file, never shipped.
#define _GNU_SOURCE
#include <fcntl.h>
#include <link.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static uintptr_t text_start, text_end, base;
static int out = -1;

static void on_fault(int sig, siginfo_t *info, void *context) {
  (void)context;
  uintptr_t address = (uintptr_t)info->si_addr;
  if (address < text_start || address >= text_end) {
    signal(sig, SIG_DFL);  // a real crash: let it happen
    return;
  }
  uintptr_t page = address & ~(uintptr_t)4095;
  mprotect((void *)page, 4096, PROT_READ | PROT_EXEC);
  char line[32];
  int n = snprintf(line, sizeof line, "%lx\n", (unsigned long)(page - base));
  if (out >= 0 && n > 0) (void)!write(out, line, (size_t)n);
}

static int find_text(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size; (void)data;
  if (info->dlpi_name && info->dlpi_name[0]) return 0;  // the executable has the empty name
  base = info->dlpi_addr;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type == PT_LOAD && (ph->p_flags & PF_X)) {
      text_start = (base + ph->p_vaddr) & ~(uintptr_t)4095;
      text_end = (base + ph->p_vaddr + ph->p_memsz + 4095) & ~(uintptr_t)4095;
    }
  }
  return 1;
}

__attribute__((constructor)) static void start(void) {
  const char *path = getenv("PAGETRACE_OUT");
  if (!path) return;
  out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0644);
  dl_iterate_phdr(find_text, NULL);
  if (!text_start) return;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_fault;
  action.sa_flags = SA_SIGINFO | SA_NODEFER;
  sigaction(SIGSEGV, &action, NULL);
  mprotect((void *)text_start, text_end - text_start, PROT_NONE);
}
