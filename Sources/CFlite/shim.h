// flite 2.2 (Debian flite1-dev): the engine plus the four US English voices it ships.
// flite is not thread-safe; callers serialise every call.
#include <flite/flite.h>

// The voice libraries export these but no header declares them.
cst_voice *register_cmu_us_slt(const char *voxdir);
cst_voice *register_cmu_us_rms(const char *voxdir);
cst_voice *register_cmu_us_awb(const char *voxdir);
cst_voice *register_cmu_us_kal16(const char *voxdir);

/// 0 slt, 1 rms, 2 awb, 3 kal16; NULL for anything else.
static inline cst_voice *visor_flite_voice(int index) {
  switch (index) {
    case 0: return register_cmu_us_slt(NULL);
    case 1: return register_cmu_us_rms(NULL);
    case 2: return register_cmu_us_awb(NULL);
    case 3: return register_cmu_us_kal16(NULL);
    default: return NULL;
  }
}
