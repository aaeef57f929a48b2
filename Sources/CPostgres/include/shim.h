#ifndef VISOR_CPOSTGRES_SHIM_H
#define VISOR_CPOSTGRES_SHIM_H

/* libpq's API from libpq-dev (Debian: /usr/include/postgresql). Visor does not link libpq: the
   functions below are CPostgres' own, which open libpq.so.5 on first use (lazy.c), so a server on
   the embedded SQLite store never loads libpq and what it pulls in (OpenSSL, Kerberos, LDAP;
   docs/decisions/068-network-libraries-loaded-when-used.md). */
#include <postgresql/libpq-fe.h>

/* Opens libpq (once): 0 when its functions are ready, -1 when it could not be loaded; then
   visor_pq_failure() says why. The store calls it before its first connection. */
int visor_pq_load(void);
const char *visor_pq_failure(void);

#endif
