#include <errno.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/opt.h>
#include <libswresample/swresample.h>

// Function-like macros Swift cannot import.
static inline int visor_averror_eof(void) { return AVERROR_EOF; }
static inline int visor_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int visor_averror_einval(void) { return AVERROR(EINVAL); }
static inline int visor_avseek_size(void) { return AVSEEK_SIZE; }
static inline int visor_avseek_force(void) { return AVSEEK_FORCE; }
static inline int64_t visor_av_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline int visor_av_time_base(void) { return AV_TIME_BASE; }

/// Converts one decoded frame (any layout/format/rate) through `swr` into packed floats.
/// Pass frame = NULL to flush. Returns the number of samples written or a negative AVERROR.
static inline int visor_swr_convert_frame(SwrContext *swr, float *out, int out_capacity, const AVFrame *frame) {
  uint8_t *out_planes[1] = {(uint8_t *)out};
  if (!frame) return swr_convert(swr, out_planes, out_capacity, NULL, 0);
  return swr_convert(swr, out_planes, out_capacity, (const uint8_t **)frame->extended_data, frame->nb_samples);
}

/// Sets up `*swr` to turn `frame`'s audio into mono floats at `rate`. Returns 0 or a negative AVERROR.
static inline int visor_swr_setup(SwrContext **swr, const AVFrame *frame, int rate) {
  AVChannelLayout out_layout;
  av_channel_layout_default(&out_layout, 1);
  AVChannelLayout in_layout;
  if (frame->ch_layout.order == AV_CHANNEL_ORDER_UNSPEC || frame->ch_layout.nb_channels == 0) {
    av_channel_layout_default(&in_layout, frame->ch_layout.nb_channels > 0 ? frame->ch_layout.nb_channels : 1);
  } else if (av_channel_layout_copy(&in_layout, &frame->ch_layout) < 0) {
    return AVERROR(EINVAL);
  }
  int result = swr_alloc_set_opts2(swr, &out_layout, AV_SAMPLE_FMT_FLT, rate, &in_layout,
                                   (enum AVSampleFormat)frame->format, frame->sample_rate, 0, NULL);
  av_channel_layout_uninit(&in_layout);
  av_channel_layout_uninit(&out_layout);
  if (result < 0) return result;
  return swr_init(*swr);
}
