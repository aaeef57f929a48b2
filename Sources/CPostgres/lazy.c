// libpq opened on first use (docs/decisions/068-network-libraries-loaded-when-used.md): every libpq
// function Visor calls is defined here and forwards to libpq.so.5, which dlopen loads the first time
// the PostgreSQL store connects. `VISOR_LIBPQ` names another file (tests: a missing library).
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "shim.h"

#define VISOR_PQ_FUNCTIONS(VALUE, VOID)                                                                      \
  VOID(PQclear, (PGresult * res), (res))                                                                    \
  VALUE(char *, PQcmdTuples, (PGresult * res), (res))                                                       \
  VALUE(PGconn *, PQconnectdbParams, (const char *const *keywords, const char *const *values, int expand),   \
        (keywords, values, expand))                                                                         \
  VOID(PQconninfoFree, (PQconninfoOption * options), (options))                                              \
  VALUE(PQconninfoOption *, PQconninfoParse, (const char *conninfo, char **errmsg), (conninfo, errmsg))      \
  VALUE(int, PQconsumeInput, (PGconn * conn), (conn))                                                       \
  VALUE(char *, PQerrorMessage, (const PGconn *conn), (conn))                                               \
  VALUE(PGresult *, PQexec, (PGconn * conn, const char *query), (conn, query))                              \
  VALUE(PGresult *, PQexecParams,                                                                            \
        (PGconn * conn, const char *command, int count, const Oid *types, const char *const *values,        \
         const int *lengths, const int *formats, int resultFormat),                                          \
        (conn, command, count, types, values, lengths, formats, resultFormat))                              \
  VOID(PQfinish, (PGconn * conn), (conn))                                                                   \
  VOID(PQfreemem, (void *ptr), (ptr))                                                                       \
  VALUE(int, PQgetisnull, (const PGresult *res, int row, int field), (res, row, field))                     \
  VALUE(int, PQgetlength, (const PGresult *res, int row, int field), (res, row, field))                     \
  VALUE(char *, PQgetvalue, (const PGresult *res, int row, int field), (res, row, field))                   \
  VALUE(PGnotify *, PQnotifies, (PGconn * conn), (conn))                                                    \
  VALUE(int, PQntuples, (const PGresult *res), (res))                                                       \
  VALUE(char *, PQresultErrorField, (const PGresult *res, int code), (res, code))                           \
  VALUE(ExecStatusType, PQresultStatus, (const PGresult *res), (res))                                       \
  VALUE(int, PQsocket, (const PGconn *conn), (conn))                                                        \
  VALUE(ConnStatusType, PQstatus, (const PGconn *conn), (conn))

#define VISOR_FIELD(TYPE, NAME, PARAMETERS, ARGUMENTS) TYPE(*NAME) PARAMETERS;
#define VISOR_VOID_FIELD(NAME, PARAMETERS, ARGUMENTS) void(*NAME) PARAMETERS;
static struct {
  VISOR_PQ_FUNCTIONS(VISOR_FIELD, VISOR_VOID_FIELD)
} visor_pq;

static int visor_pq_state;  // 1 loaded, -1 failed
static char visor_pq_why[512];
static pthread_once_t visor_pq_once = PTHREAD_ONCE_INIT;

static void visor_pq_open(void) {
  const char *name = getenv("VISOR_LIBPQ");
  if (!name || !*name) name = "libpq.so.5";
  void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(visor_pq_why, sizeof(visor_pq_why), "%s", dlerror());
    visor_pq_state = -1;
    return;
  }
#define VISOR_RESOLVE(NAME)                                                                                  \
  *(void **)&visor_pq.NAME = dlsym(library, #NAME);                                                           \
  if (!visor_pq.NAME) {                                                                                      \
    snprintf(visor_pq_why, sizeof(visor_pq_why), "%s has no %s", name, #NAME);                               \
    visor_pq_state = -1;                                                                                     \
    return;                                                                                                  \
  }
#define VISOR_RESOLVE_VALUE(TYPE, NAME, PARAMETERS, ARGUMENTS) VISOR_RESOLVE(NAME)
#define VISOR_RESOLVE_VOID(NAME, PARAMETERS, ARGUMENTS) VISOR_RESOLVE(NAME)
  VISOR_PQ_FUNCTIONS(VISOR_RESOLVE_VALUE, VISOR_RESOLVE_VOID)
  visor_pq_state = 1;
}

int visor_pq_load(void) {
  pthread_once(&visor_pq_once, visor_pq_open);
  return visor_pq_state == 1 ? 0 : -1;
}

const char *visor_pq_failure(void) { return visor_pq_why; }

// Only reached after the store's visor_pq_load() said yes; a call without it is a programming error.
static void visor_pq_need(void) {
  if (visor_pq_load() != 0) {
    fprintf(stderr, "visor: libpq could not be loaded: %s\n", visor_pq_why);
    abort();
  }
}

#define VISOR_FORWARD(TYPE, NAME, PARAMETERS, ARGUMENTS)                                                     \
  TYPE NAME PARAMETERS {                                                                                     \
    visor_pq_need();                                                                                         \
    return visor_pq.NAME ARGUMENTS;                                                                          \
  }
#define VISOR_FORWARD_VOID(NAME, PARAMETERS, ARGUMENTS)                                                      \
  void NAME PARAMETERS {                                                                                     \
    visor_pq_need();                                                                                         \
    visor_pq.NAME ARGUMENTS;                                                                                 \
  }
VISOR_PQ_FUNCTIONS(VISOR_FORWARD, VISOR_FORWARD_VOID)
