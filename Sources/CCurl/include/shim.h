#ifndef VISOR_CCURL_SHIM_H
#define VISOR_CCURL_SHIM_H

#include <curl/curl.h>

/* Visor does not link libcurl: these functions are CCurl's own, which open libcurl.so.4 on first use
   (lazy.c), so a server that never calls a provider, S3 or a health check never loads libcurl and
   what it pulls in (OpenSSL, Kerberos, LDAP, ssh2 …; docs/decisions/068-network-libraries-loaded-when-used.md).
   Until it is loaded, curl_global_init answers CURLE_FAILED_INIT and the *_init functions NULL. */
int visor_curl_load(void);
const char *visor_curl_failure(void);

/* Swift cannot call the variadic curl_easy_setopt / curl_easy_getinfo, so these typed wrappers do.
   The function names are parenthesised so the type-checking macros in curl/typecheck-gcc.h stay out. */

typedef size_t (*visor_curl_data_callback)(char *buffer, size_t size, size_t count, void *context);
typedef int (*visor_curl_xferinfo_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                            curl_off_t ultotal, curl_off_t ulnow);

static inline CURLcode visor_curl_setopt_long(CURL *handle, CURLoption option, long value) {
  return (curl_easy_setopt)(handle, option, value);
}

static inline CURLcode visor_curl_setopt_off(CURL *handle, CURLoption option, curl_off_t value) {
  return (curl_easy_setopt)(handle, option, value);
}

static inline CURLcode visor_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
  return (curl_easy_setopt)(handle, option, value);
}

static inline CURLcode visor_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
  return (curl_easy_setopt)(handle, option, value);
}

static inline CURLcode visor_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
  return (curl_easy_setopt)(handle, option, value);
}

static inline CURLcode visor_curl_setopt_write_function(CURL *handle, visor_curl_data_callback callback) {
  return (curl_easy_setopt)(handle, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode visor_curl_setopt_header_function(CURL *handle, visor_curl_data_callback callback) {
  return (curl_easy_setopt)(handle, CURLOPT_HEADERFUNCTION, callback);
}

static inline CURLcode visor_curl_setopt_xferinfo_function(CURL *handle,
                                                           visor_curl_xferinfo_callback callback) {
  return (curl_easy_setopt)(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode visor_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return (curl_easy_getinfo)(handle, info, value);
}

static inline CURLcode visor_curl_getinfo_off(CURL *handle, CURLINFO info, curl_off_t *value) {
  return (curl_easy_getinfo)(handle, info, value);
}

static inline CURLcode visor_curl_getinfo_double(CURL *handle, CURLINFO info, double *value) {
  return (curl_easy_getinfo)(handle, info, value);
}

static inline CURLcode visor_curl_getinfo_socket(CURL *handle, CURLINFO info, curl_socket_t *value) {
  return (curl_easy_getinfo)(handle, info, value);
}

#endif
