#define _GNU_SOURCE
#include "visor_spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <unistd.h>

int visor_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[], const int fds[3],
                const char *directory, int new_group) {
  // A source below 3 that is not its own target could be overwritten by an earlier dup2 action:
  // move it above the standard three first (closed again below; the child never sees the copy).
  int sources[3];
  int copies[3] = {-1, -1, -1};
  int error = 0;
  for (int target = 0; target < 3; target++) {
    sources[target] = fds[target];
    if (fds[target] >= 0 && fds[target] < 3 && fds[target] != target) {
      copies[target] = fcntl(fds[target], F_DUPFD_CLOEXEC, 3);
      if (copies[target] < 0) {
        error = errno;
        goto release_copies;
      }
      sources[target] = copies[target];
    }
  }

  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  if ((error = posix_spawn_file_actions_init(&actions)) != 0) goto release_copies;
  if ((error = posix_spawnattr_init(&attributes)) != 0) goto release_actions;

  for (int target = 0; target < 3 && error == 0; target++) {
    int source = sources[target];
    if (source == VISOR_SPAWN_NULL) {
      error = posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0);
    } else if (source >= 0 && source != target) {
      error = posix_spawn_file_actions_adddup2(&actions, source, target);
    }
    // source == target: the descriptor is already where the child wants it and not close-on-exec.
  }
  if (error == 0) error = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
  if (error == 0 && directory != NULL) error = posix_spawn_file_actions_addchdir_np(&actions, directory);

  sigset_t mask;
  sigemptyset(&mask);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigaddset(&defaults, SIGXFSZ);
  short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
  if (new_group) flags |= POSIX_SPAWN_SETPGROUP;
  if (error == 0) error = posix_spawnattr_setsigmask(&attributes, &mask);
  if (error == 0) error = posix_spawnattr_setsigdefault(&attributes, &defaults);
  if (error == 0 && new_group) error = posix_spawnattr_setpgroup(&attributes, 0);
  if (error == 0) error = posix_spawnattr_setflags(&attributes, flags);
  if (error == 0) error = posix_spawn(pid, path, &actions, &attributes, argv, envp);

  posix_spawnattr_destroy(&attributes);
release_actions:
  posix_spawn_file_actions_destroy(&actions);
release_copies:
  for (int target = 0; target < 3; target++) {
    if (copies[target] >= 0) close(copies[target]);
  }
  return error;
}
