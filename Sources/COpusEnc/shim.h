#include <opus/opusenc.h>

// ope_encoder_ctl is variadic; Swift cannot call it directly.
static inline int visor_ope_set_bitrate(OggOpusEnc *enc, opus_int32 bitrate) {
  return ope_encoder_ctl(enc, OPUS_SET_BITRATE(bitrate));
}
static inline int visor_ope_set_voice_signal(OggOpusEnc *enc) {
  return ope_encoder_ctl(enc, OPUS_SET_SIGNAL(OPUS_SIGNAL_VOICE));
}
