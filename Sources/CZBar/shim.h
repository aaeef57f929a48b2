// zbar's C API (Debian libzbar-dev): barcode and QR decoding, used by the VisorVision plugin only,
// so visor itself maps libzbar on first use (docs/decisions/007-lazy-native-plugins.md).
#include <zbar.h>
