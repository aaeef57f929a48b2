#ifndef VISOR_CPOSTGRES_SHIM_H
#define VISOR_CPOSTGRES_SHIM_H

/* libpq from libpq-dev (Debian puts the header in /usr/include/postgresql; pkg-config libpq says so). */
#include <libpq-fe.h>

#endif
