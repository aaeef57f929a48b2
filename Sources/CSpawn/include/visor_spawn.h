#ifndef VISOR_SPAWN_H
#define VISOR_SPAWN_H

#include <sys/types.h>

/// What a child's standard stream is connected to, for one of `fds[0..2]`.
enum {
  /// The child inherits the parent's descriptor of the same number.
  VISOR_SPAWN_INHERIT = -1,
  /// The child reads from or writes to /dev/null.
  VISOR_SPAWN_NULL = -2,
};

/// Starts `path` with `argv` and `envp` (NULL-terminated), its standard input, output and error
/// connected as `fds` says (a descriptor of the parent, or one of the values above), in
/// `directory` when it is not NULL, and in a new process group when `new_group` is not 0.
///
/// Every other descriptor is closed in the child (posix_spawn's closefrom action: no listing of
/// /proc/self/fd, which Foundation's Process does and which can read past glibc's buffer), the
/// signal mask is empty and SIGPIPE and SIGXFSZ are back to their defaults.
///
/// Returns 0 and the child's id in `pid`, or an errno value.
int visor_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[], const int fds[3],
                const char *directory, int new_group);

#endif
