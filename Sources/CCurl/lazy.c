// libcurl opened on first use (docs/decisions/068-network-libraries-loaded-when-used.md): every libcurl
// function Visor calls is defined here and forwards to libcurl.so.4, which dlopen loads the first time
// one is called. `VISOR_LIBCURL` names another file (tests: a missing library). When it cannot be
// loaded, the functions that start something fail as libcurl documents (CURLE_FAILED_INIT, NULL).
#define CURL_DISABLE_TYPECHECK 1
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "shim.h"

// (return type, name, parameters, arguments, what it answers when libcurl is missing)
#define VISOR_CURL_FUNCTIONS(VALUE, VOID)                                                                    \
  VALUE(CURLcode, curl_global_init, (long flags), (flags), CURLE_FAILED_INIT)                                \
  VALUE(CURL *, curl_easy_init, (void), (), NULL)                                                            \
  VOID(curl_easy_cleanup, (CURL * curl), (curl))                                                             \
  VALUE(CURLcode, curl_easy_perform, (CURL * curl), (curl), CURLE_FAILED_INIT)                               \
  VALUE(CURLcode, curl_easy_recv, (CURL * curl, void *buffer, size_t length, size_t *count),                 \
        (curl, buffer, length, count), CURLE_FAILED_INIT)                                                    \
  VALUE(CURLcode, curl_easy_send, (CURL * curl, const void *buffer, size_t length, size_t *count),           \
        (curl, buffer, length, count), CURLE_FAILED_INIT)                                                    \
  VALUE(const char *, curl_easy_strerror, (CURLcode code), (code), visor_curl_why)                           \
  VALUE(CURLM *, curl_multi_init, (void), (), NULL)                                                          \
  VALUE(CURLMcode, curl_multi_add_handle, (CURLM * multi, CURL *curl), (multi, curl), CURLM_BAD_HANDLE)      \
  VALUE(CURLMcode, curl_multi_remove_handle, (CURLM * multi, CURL *curl), (multi, curl), CURLM_BAD_HANDLE)   \
  VALUE(CURLMcode, curl_multi_cleanup, (CURLM * multi), (multi), CURLM_BAD_HANDLE)                           \
  VALUE(CURLMsg *, curl_multi_info_read, (CURLM * multi, int *queued), (multi, queued), NULL)                \
  VALUE(CURLMcode, curl_multi_perform, (CURLM * multi, int *running), (multi, running), CURLM_BAD_HANDLE)    \
  VALUE(CURLMcode, curl_multi_poll,                                                                          \
        (CURLM * multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready),            \
        (multi, extra, count, timeout, ready), CURLM_BAD_HANDLE)                                             \
  VALUE(CURLMcode, curl_multi_wakeup, (CURLM * multi), (multi), CURLM_BAD_HANDLE)                            \
  VALUE(struct curl_slist *, curl_slist_append, (struct curl_slist * list, const char *data), (list, data),  \
        NULL)                                                                                                \
  VOID(curl_slist_free_all, (struct curl_slist * list), (list))

static char visor_curl_why[512];

#define VISOR_FIELD(TYPE, NAME, PARAMETERS, ARGUMENTS, MISSING) TYPE(*NAME) PARAMETERS;
#define VISOR_VOID_FIELD(NAME, PARAMETERS, ARGUMENTS) void(*NAME) PARAMETERS;
static struct {
  VISOR_CURL_FUNCTIONS(VISOR_FIELD, VISOR_VOID_FIELD)
  CURLcode (*curl_easy_setopt)(CURL *, CURLoption, ...);
  CURLcode (*curl_easy_getinfo)(CURL *, CURLINFO, ...);
} visor_curl;

static int visor_curl_state;  // 1 loaded, -1 failed
static pthread_once_t visor_curl_once = PTHREAD_ONCE_INIT;

static void visor_curl_open(void) {
  const char *name = getenv("VISOR_LIBCURL");
  if (!name || !*name) name = "libcurl.so.4";
  void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(visor_curl_why, sizeof(visor_curl_why), "libcurl could not be loaded: %s", dlerror());
    visor_curl_state = -1;
    return;
  }
#define VISOR_RESOLVE(NAME)                                                                                  \
  *(void **)&visor_curl.NAME = dlsym(library, #NAME);                                                         \
  if (!visor_curl.NAME) {                                                                                    \
    snprintf(visor_curl_why, sizeof(visor_curl_why), "libcurl could not be loaded: %s has no %s", name,     \
             #NAME);                                                                                         \
    visor_curl_state = -1;                                                                                   \
    return;                                                                                                  \
  }
#define VISOR_RESOLVE_VALUE(TYPE, NAME, PARAMETERS, ARGUMENTS, MISSING) VISOR_RESOLVE(NAME)
#define VISOR_RESOLVE_VOID(NAME, PARAMETERS, ARGUMENTS) VISOR_RESOLVE(NAME)
  VISOR_CURL_FUNCTIONS(VISOR_RESOLVE_VALUE, VISOR_RESOLVE_VOID)
  VISOR_RESOLVE(curl_easy_setopt)
  VISOR_RESOLVE(curl_easy_getinfo)
  visor_curl_state = 1;
}

int visor_curl_load(void) {
  pthread_once(&visor_curl_once, visor_curl_open);
  return visor_curl_state == 1 ? 0 : -1;
}

const char *visor_curl_failure(void) { return visor_curl_why; }

#define VISOR_FORWARD(TYPE, NAME, PARAMETERS, ARGUMENTS, MISSING)                                            \
  TYPE NAME PARAMETERS {                                                                                     \
    if (visor_curl_load() != 0) return MISSING;                                                              \
    return visor_curl.NAME ARGUMENTS;                                                                        \
  }
#define VISOR_FORWARD_VOID(NAME, PARAMETERS, ARGUMENTS)                                                      \
  void NAME PARAMETERS {                                                                                     \
    if (visor_curl_load() == 0) visor_curl.NAME ARGUMENTS;                                                   \
  }
VISOR_CURL_FUNCTIONS(VISOR_FORWARD, VISOR_FORWARD_VOID)

// The two variadic functions: every option and every piece of information takes one argument, whose
// type libcurl encodes in the option's number (CURLOPTTYPE_*) — a long, a pointer (object, string,
// list, function, blob) or a curl_off_t; getinfo always takes a pointer.
CURLcode curl_easy_setopt(CURL *curl, CURLoption option, ...) {
  if (visor_curl_load() != 0) return CURLE_FAILED_INIT;
  va_list arguments;
  va_start(arguments, option);
  CURLcode result;
  if (option < CURLOPTTYPE_OBJECTPOINT) {
    result = visor_curl.curl_easy_setopt(curl, option, va_arg(arguments, long));
  } else if (option >= CURLOPTTYPE_OFF_T && option < CURLOPTTYPE_BLOB) {
    result = visor_curl.curl_easy_setopt(curl, option, va_arg(arguments, curl_off_t));
  } else {
    result = visor_curl.curl_easy_setopt(curl, option, va_arg(arguments, void *));
  }
  va_end(arguments);
  return result;
}

CURLcode curl_easy_getinfo(CURL *curl, CURLINFO info, ...) {
  if (visor_curl_load() != 0) return CURLE_FAILED_INIT;
  va_list arguments;
  va_start(arguments, info);
  CURLcode result = visor_curl.curl_easy_getinfo(curl, info, va_arg(arguments, void *));
  va_end(arguments);
  return result;
}
