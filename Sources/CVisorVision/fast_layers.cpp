// Faster CPU implementations of two OpenCV 4.6 DNN layers that dominate mobile classifiers
// (EfficientNet-Lite, MobileNet): depthwise convolution and constant padding.
//
// OpenCV 4.6 runs a depthwise convolution as one tiny matrix product per channel, which costs
// 0.2–1 GMAC/s on 5×5 kernels and on small planes (7×7, 14×14): about half of EfficientNet-Lite0's
// forward pass. Its Padding layer copies through a 4-D region of interest, element by element.
// These replacements are registered in OpenCV's layer factory under the same type names; any layer
// they do not cover (grouped but not depthwise, dilated, other padding modes, 8-bit) is created
// by OpenCV's own implementation, so results are the same sums in a different order (|Δ| ~ 1e-6).
#include "fast_layers.hpp"

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>
#include <opencv2/dnn/all_layers.hpp>
#include <opencv2/dnn/shape_utils.hpp>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <mutex>
#include <vector>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace visor_fast {
namespace {

using cv::Mat;
using cv::Ptr;
using cv::dnn::Layer;
using cv::dnn::LayerParams;
using cv::dnn::MatShape;

// MARK: Depthwise kernels (one channel plane; input already padded)

struct Plane {
  const float *in;  // rows used: (oh - 1) * stride + k, each `iw` floats
  int iw;
  const float *w;  // k × k weights
  int k;
  int stride;
  float bias, lo, hi;  // fused activation: clamp to [lo, hi]
  float *out;
  int oh, ow;
};

void depthwise_scalar(const Plane &p) {
  for (int oy = 0; oy < p.oh; ++oy) {
    for (int ox = 0; ox < p.ow; ++ox) {
      float acc = p.bias;
      for (int ky = 0; ky < p.k; ++ky) {
        const float *row = p.in + size_t(oy * p.stride + ky) * p.iw + size_t(ox) * p.stride;
        for (int kx = 0; kx < p.k; ++kx) acc += p.w[ky * p.k + kx] * row[kx];
      }
      p.out[size_t(oy) * p.ow + ox] = std::min(std::max(acc, p.lo), p.hi);
    }
  }
}

#if defined(__x86_64__)
// 8 consecutive inputs for output lanes 0…7 of one kernel tap: row[x·S] for x < 8. `mask` selects the
// lanes that are read (all for a full chunk); stride 2 never reads its last input lane, which is
// not needed and may lie past the plane.
template <int S, bool Full>
__attribute__((target("avx2,fma"), always_inline)) inline __m256 taps8(const float *row, __m256i mask0,
                                                                       __m256i mask1) {
  if constexpr (S == 1) {
    return Full ? _mm256_loadu_ps(row) : _mm256_maskload_ps(row, mask0);
  } else {
    const __m256 v0 = Full ? _mm256_loadu_ps(row) : _mm256_maskload_ps(row, mask0);
    const __m256 v1 = _mm256_maskload_ps(row + 8, mask1);
    const __m256 even = _mm256_shuffle_ps(v0, v1, _MM_SHUFFLE(2, 0, 2, 0));
    return _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(even), _MM_SHUFFLE(3, 1, 2, 0)));
  }
}

// One output row: blocks of four 8-wide chunks (each weight is loaded once per block), then single
// chunks, then a masked chunk for the last `ow % 8` columns.
template <int K, int S>
__attribute__((target("avx2,fma"))) void depthwise_avx2(const Plane &p) {
  const float *const in = p.in;
  const float *const w = p.w;
  float *const out = p.out;
  const int iw = p.iw, oh = p.oh, ow = p.ow;
  const __m256 bias = _mm256_set1_ps(p.bias), lo = _mm256_set1_ps(p.lo), hi = _mm256_set1_ps(p.hi);
  const __m256i index = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  const __m256i all = _mm256_set1_epi32(-1);
  const __m256i stride2_high = _mm256_cmpgt_epi32(_mm256_set1_epi32(7), index);  // lanes 0…6 of the 2nd load
  const int tail = ow % 8;
  const int full = ow - tail;
  // Tail masks: stride 1 reads lanes < tail; stride 2 reads offsets 0 … 2·tail − 2.
  const __m256i tail_out = _mm256_cmpgt_epi32(_mm256_set1_epi32(tail), index);
  const __m256i tail0 = S == 1 ? tail_out : _mm256_cmpgt_epi32(_mm256_set1_epi32(2 * tail - 1), index);
  const __m256i tail1 = _mm256_cmpgt_epi32(_mm256_set1_epi32(2 * tail - 1 - 8), index);
  for (int oy = 0; oy < oh; ++oy) {
    const float *rows = in + size_t(oy) * S * iw;
    float *o = out + size_t(oy) * ow;
    int ox = 0;
    for (; ox + 32 <= full; ox += 32) {
      __m256 acc0 = bias, acc1 = bias, acc2 = bias, acc3 = bias;
      for (int ky = 0; ky < K; ++ky) {
        const float *row = rows + size_t(ky) * iw + size_t(ox) * S;
#pragma clang loop unroll(full)
        for (int kx = 0; kx < K; ++kx) {
          const __m256 wk = _mm256_broadcast_ss(w + ky * K + kx);
          acc0 = _mm256_fmadd_ps(wk, taps8<S, true>(row + kx, all, stride2_high), acc0);
          acc1 = _mm256_fmadd_ps(wk, taps8<S, true>(row + kx + 8 * S, all, stride2_high), acc1);
          acc2 = _mm256_fmadd_ps(wk, taps8<S, true>(row + kx + 16 * S, all, stride2_high), acc2);
          acc3 = _mm256_fmadd_ps(wk, taps8<S, true>(row + kx + 24 * S, all, stride2_high), acc3);
        }
      }
      _mm256_storeu_ps(o + ox, _mm256_min_ps(_mm256_max_ps(acc0, lo), hi));
      _mm256_storeu_ps(o + ox + 8, _mm256_min_ps(_mm256_max_ps(acc1, lo), hi));
      _mm256_storeu_ps(o + ox + 16, _mm256_min_ps(_mm256_max_ps(acc2, lo), hi));
      _mm256_storeu_ps(o + ox + 24, _mm256_min_ps(_mm256_max_ps(acc3, lo), hi));
    }
    for (; ox < full; ox += 8) {
      __m256 acc = bias;
      for (int ky = 0; ky < K; ++ky) {
        const float *row = rows + size_t(ky) * iw + size_t(ox) * S;
#pragma clang loop unroll(full)
        for (int kx = 0; kx < K; ++kx)
          acc = _mm256_fmadd_ps(_mm256_broadcast_ss(w + ky * K + kx), taps8<S, true>(row + kx, all, stride2_high),
                                acc);
      }
      _mm256_storeu_ps(o + ox, _mm256_min_ps(_mm256_max_ps(acc, lo), hi));
    }
    if (tail > 0) {
      __m256 acc = bias;
      for (int ky = 0; ky < K; ++ky) {
        const float *row = rows + size_t(ky) * iw + size_t(ox) * S;
#pragma clang loop unroll(full)
        for (int kx = 0; kx < K; ++kx)
          acc = _mm256_fmadd_ps(_mm256_broadcast_ss(w + ky * K + kx), taps8<S, false>(row + kx, tail0, tail1), acc);
      }
      _mm256_maskstore_ps(o + ox, tail_out, _mm256_min_ps(_mm256_max_ps(acc, lo), hi));
    }
  }
}

bool has_avx2() {
  static const bool yes = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return yes;
}
#endif

void depthwise_plane(const Plane &p) {
#if defined(__x86_64__)
  if (has_avx2()) {
    switch (p.k * 10 + p.stride) {
      case 31: return depthwise_avx2<3, 1>(p);
      case 32: return depthwise_avx2<3, 2>(p);
      case 51: return depthwise_avx2<5, 1>(p);
      case 52: return depthwise_avx2<5, 2>(p);
      case 71: return depthwise_avx2<7, 1>(p);
      case 72: return depthwise_avx2<7, 2>(p);
      default: break;
    }
  }
#endif
  depthwise_scalar(p);
}

// MARK: Depthwise convolution layer

// A following ReLU / ReLU6 becomes a clamp inside the convolution (OpenCV then skips that layer).
bool absorb_activation(const Ptr<cv::dnn::ActivationLayer> &layer, float &lo, float &hi) {
  if (layer.empty()) return false;
  if (auto relu6 = layer.dynamicCast<cv::dnn::ReLU6Layer>()) {
    lo = std::max(lo, relu6->minValue);
    hi = std::min(hi, relu6->maxValue);
    return true;
  }
  if (auto relu = layer.dynamicCast<cv::dnn::ReLULayer>(); relu && relu->negativeSlope == 0.0f) {
    lo = std::max(lo, 0.0f);
    return true;
  }
  return false;
}

class DepthwiseConvolution : public Layer {
 public:
  DepthwiseConvolution(const LayerParams &params, int kernel, int stride, int top, int left, int bottom, int right)
      : k_(kernel), stride_(stride), top_(top), left_(left), bottom_(bottom), right_(right) {
    setParamsFrom(params);
    const Mat &w = params.blobs[0];
    channels_ = w.size[0];
    weights_ = w.reshape(1, channels_).clone();
    bias_.assign(size_t(channels_), 0.0f);
    if (params.blobs.size() > 1 && params.blobs[1].total() == size_t(channels_)) {
      Mat b;
      params.blobs[1].reshape(1, 1).convertTo(b, CV_32F);
      for (int c = 0; c < channels_; ++c) bias_[size_t(c)] = b.at<float>(0, c);
    }
  }

  bool getMemoryShapes(const std::vector<MatShape> &inputs, const int, std::vector<MatShape> &outputs,
                       std::vector<MatShape> &) const override {
    CV_Assert(inputs.size() == 1 && inputs[0].size() == 4 && inputs[0][1] == channels_);
    const MatShape &in = inputs[0];
    const int oh = (in[2] + top_ + bottom_ - k_) / stride_ + 1;
    const int ow = (in[3] + left_ + right_ - k_) / stride_ + 1;
    CV_Assert(oh > 0 && ow > 0);
    outputs.assign(1, MatShape{in[0], channels_, oh, ow});
    return false;
  }

  // Absorbs a following ReLU / ReLU6 (OpenCV then skips that layer).
  bool setActivation(const Ptr<cv::dnn::ActivationLayer> &layer) override {
    return absorb_activation(layer, lo_, hi_);
  }

  int64 getFLOPS(const std::vector<MatShape> &, const std::vector<MatShape> &outputs) const override {
    return int64(cv::dnn::total(outputs[0])) * k_ * k_ * 2;
  }

  void forward(cv::InputArrayOfArrays inputs_arr, cv::OutputArrayOfArrays outputs_arr,
               cv::OutputArrayOfArrays) override {
    std::vector<Mat> inputs, outputs;
    inputs_arr.getMatVector(inputs);
    outputs_arr.getMatVector(outputs);
    run(inputs[0], outputs[0], 0, 0, 0, 0);
  }

  /// The convolution of `in`, zero-padded by this layer's pads plus the extra ones, into `out`.
  void run(const Mat &in, Mat &out, int extra_top, int extra_bottom, int extra_left, int extra_right) {
    CV_Assert(in.type() == CV_32F && in.isContinuous() && out.isContinuous());
    const int top = top_ + extra_top, bottom = bottom_ + extra_bottom, left = left_ + extra_left,
              right = right_ + extra_right;
    const int ih = in.size[2], iw = in.size[3], oh = out.size[2], ow = out.size[3];
    const bool padded = top || left || bottom || right;
    const int ph = ih + top + bottom, pw = iw + left + right;
    CV_Assert(oh == (ph - k_) / stride_ + 1 && ow == (pw - k_) / stride_ + 1);
    const int planes = in.size[0] * channels_;
    const float *src_all = in.ptr<float>();
    float *dst_all = out.ptr<float>();
    cv::parallel_for_(cv::Range(0, planes), [&](const cv::Range &range) {
      std::vector<float> scratch(padded ? size_t(ph) * pw : 0, 0.0f);
      for (int plane = range.start; plane < range.end; ++plane) {
        const int c = plane % channels_;
        const float *src = src_all + size_t(plane) * ih * iw;
        if (padded) {
          std::fill(scratch.begin(), scratch.end(), 0.0f);
          for (int y = 0; y < ih; ++y)
            std::memcpy(&scratch[size_t(y + top) * pw + left], src + size_t(y) * iw, sizeof(float) * iw);
          src = scratch.data();
        }
        depthwise_plane(Plane{src, pw, weights_.ptr<float>(c), k_, stride_, bias_[size_t(c)], lo_, hi_,
                              dst_all + size_t(plane) * oh * ow, oh, ow});
      }
    });
  }

 private:
  int k_, stride_, top_, left_, bottom_, right_;
  int channels_ = 0;
  Mat weights_;  // channels × (k·k)
  std::vector<float> bias_;
  float lo_ = -std::numeric_limits<float>::infinity();
  float hi_ = std::numeric_limits<float>::infinity();
};

// MARK: Pointwise (1×1) convolution

// out[co][p] = bias[co] + Σ_ci w[co][ci] · in[ci][p] over P pixels, in 6-channel × 16-pixel register
// tiles (12 accumulators). Weights are packed per block of 6 output channels: [ci][6], zero-padded.
constexpr int kRows = 6;
constexpr int kPixels = 16;

struct PointwiseTile {
  const float *in;  // input at pixel p, row stride P
  const float *w;   // packed block: cin × kRows
  const float *bias;  // kRows values (padded)
  float *out;       // output at channel co, pixel p; row stride P
  size_t P;
  int cin;
  int rows;    // valid output rows (≤ kRows)
  int pixels;  // valid pixels (≤ kPixels)
  float lo, hi;
};

void pointwise_tile_scalar(const PointwiseTile &t) {
  for (int r = 0; r < t.rows; ++r) {
    for (int x = 0; x < t.pixels; ++x) {
      float acc = t.bias[r];
      for (int ci = 0; ci < t.cin; ++ci) acc += t.w[size_t(ci) * kRows + r] * t.in[size_t(ci) * t.P + x];
      t.out[size_t(r) * t.P + x] = std::min(std::max(acc, t.lo), t.hi);
    }
  }
}

#if defined(__x86_64__)
template <bool Full>
__attribute__((target("avx2,fma"))) void pointwise_tile_avx2(const PointwiseTile &t) {
  const float *in = t.in;
  const float *w = t.w;
  const size_t P = t.P;
  const int cin = t.cin;
  const __m256i index = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  const __m256i mask0 = _mm256_cmpgt_epi32(_mm256_set1_epi32(t.pixels), index);
  const __m256i mask1 = _mm256_cmpgt_epi32(_mm256_set1_epi32(t.pixels - 8), index);
  __m256 a00 = _mm256_broadcast_ss(t.bias + 0), a01 = a00;
  __m256 a10 = _mm256_broadcast_ss(t.bias + 1), a11 = a10;
  __m256 a20 = _mm256_broadcast_ss(t.bias + 2), a21 = a20;
  __m256 a30 = _mm256_broadcast_ss(t.bias + 3), a31 = a30;
  __m256 a40 = _mm256_broadcast_ss(t.bias + 4), a41 = a40;
  __m256 a50 = _mm256_broadcast_ss(t.bias + 5), a51 = a50;
  for (int ci = 0; ci < cin; ++ci) {
    const float *row = in + size_t(ci) * P;
    const __m256 x0 = Full ? _mm256_loadu_ps(row) : _mm256_maskload_ps(row, mask0);
    const __m256 x1 = Full ? _mm256_loadu_ps(row + 8) : _mm256_maskload_ps(row + 8, mask1);
    const float *wc = w + size_t(ci) * kRows;
    __m256 wk = _mm256_broadcast_ss(wc + 0);
    a00 = _mm256_fmadd_ps(wk, x0, a00);
    a01 = _mm256_fmadd_ps(wk, x1, a01);
    wk = _mm256_broadcast_ss(wc + 1);
    a10 = _mm256_fmadd_ps(wk, x0, a10);
    a11 = _mm256_fmadd_ps(wk, x1, a11);
    wk = _mm256_broadcast_ss(wc + 2);
    a20 = _mm256_fmadd_ps(wk, x0, a20);
    a21 = _mm256_fmadd_ps(wk, x1, a21);
    wk = _mm256_broadcast_ss(wc + 3);
    a30 = _mm256_fmadd_ps(wk, x0, a30);
    a31 = _mm256_fmadd_ps(wk, x1, a31);
    wk = _mm256_broadcast_ss(wc + 4);
    a40 = _mm256_fmadd_ps(wk, x0, a40);
    a41 = _mm256_fmadd_ps(wk, x1, a41);
    wk = _mm256_broadcast_ss(wc + 5);
    a50 = _mm256_fmadd_ps(wk, x0, a50);
    a51 = _mm256_fmadd_ps(wk, x1, a51);
  }
  const __m256 lo = _mm256_set1_ps(t.lo), hi = _mm256_set1_ps(t.hi);
  const __m256 results[kRows][2] = {{a00, a01}, {a10, a11}, {a20, a21}, {a30, a31}, {a40, a41}, {a50, a51}};
  for (int r = 0; r < t.rows; ++r) {
    float *o = t.out + size_t(r) * P;
    const __m256 v0 = _mm256_min_ps(_mm256_max_ps(results[r][0], lo), hi);
    const __m256 v1 = _mm256_min_ps(_mm256_max_ps(results[r][1], lo), hi);
    if (Full) {
      _mm256_storeu_ps(o, v0);
      _mm256_storeu_ps(o + 8, v1);
    } else {
      _mm256_maskstore_ps(o, mask0, v0);
      _mm256_maskstore_ps(o + 8, mask1, v1);
    }
  }
}
#endif

// A tail of at most 8 pixels (e.g. the 49th pixel of a 7×7 plane): one vector per row, half the work.
__attribute__((target("avx2,fma"))) void pointwise_tile8_avx2(const PointwiseTile &t) {
  const size_t P = t.P;
  const __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32(t.pixels), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  __m256 a0 = _mm256_broadcast_ss(t.bias + 0), a1 = _mm256_broadcast_ss(t.bias + 1);
  __m256 a2 = _mm256_broadcast_ss(t.bias + 2), a3 = _mm256_broadcast_ss(t.bias + 3);
  __m256 a4 = _mm256_broadcast_ss(t.bias + 4), a5 = _mm256_broadcast_ss(t.bias + 5);
  for (int ci = 0; ci < t.cin; ++ci) {
    const __m256 x = _mm256_maskload_ps(t.in + size_t(ci) * P, mask);
    const float *wc = t.w + size_t(ci) * kRows;
    a0 = _mm256_fmadd_ps(_mm256_broadcast_ss(wc + 0), x, a0);
    a1 = _mm256_fmadd_ps(_mm256_broadcast_ss(wc + 1), x, a1);
    a2 = _mm256_fmadd_ps(_mm256_broadcast_ss(wc + 2), x, a2);
    a3 = _mm256_fmadd_ps(_mm256_broadcast_ss(wc + 3), x, a3);
    a4 = _mm256_fmadd_ps(_mm256_broadcast_ss(wc + 4), x, a4);
    a5 = _mm256_fmadd_ps(_mm256_broadcast_ss(wc + 5), x, a5);
  }
  const __m256 lo = _mm256_set1_ps(t.lo), hi = _mm256_set1_ps(t.hi);
  const __m256 results[kRows] = {a0, a1, a2, a3, a4, a5};
  for (int r = 0; r < t.rows; ++r)
    _mm256_maskstore_ps(t.out + size_t(r) * P, mask, _mm256_min_ps(_mm256_max_ps(results[r], lo), hi));
}

void pointwise_tile(const PointwiseTile &t) {
#if defined(__x86_64__)
  if (has_avx2()) {
    if (t.pixels == kPixels) return pointwise_tile_avx2<true>(t);
    if (t.pixels <= 8) return pointwise_tile8_avx2(t);
    return pointwise_tile_avx2<false>(t);
  }
#endif
  pointwise_tile_scalar(t);
}

class PointwiseConvolution : public Layer {
 public:
  explicit PointwiseConvolution(const LayerParams &params) {
    setParamsFrom(params);
    const Mat &w = params.blobs[0];
    cout_ = w.size[0];
    cin_ = w.size[1];
    blocks_ = (cout_ + kRows - 1) / kRows;
    packed_.assign(size_t(blocks_) * cin_ * kRows, 0.0f);
    bias_.assign(size_t(blocks_) * kRows, 0.0f);
    const float *weights = w.ptr<float>();
    for (int co = 0; co < cout_; ++co)
      for (int ci = 0; ci < cin_; ++ci)
        packed_[(size_t(co / kRows) * cin_ + ci) * kRows + co % kRows] = weights[size_t(co) * cin_ + ci];
    if (params.blobs.size() > 1 && params.blobs[1].total() == size_t(cout_)) {
      Mat b;
      params.blobs[1].reshape(1, 1).convertTo(b, CV_32F);
      for (int co = 0; co < cout_; ++co) bias_[size_t(co)] = b.at<float>(0, co);
    }
  }

  bool getMemoryShapes(const std::vector<MatShape> &inputs, const int, std::vector<MatShape> &outputs,
                       std::vector<MatShape> &) const override {
    CV_Assert(inputs.size() == 1 && inputs[0].size() == 4 && inputs[0][1] == cin_);
    outputs.assign(1, MatShape{inputs[0][0], cout_, inputs[0][2], inputs[0][3]});
    return false;
  }

  bool setActivation(const Ptr<cv::dnn::ActivationLayer> &layer) override {
    return absorb_activation(layer, lo_, hi_);
  }

  int64 getFLOPS(const std::vector<MatShape> &, const std::vector<MatShape> &outputs) const override {
    return int64(cv::dnn::total(outputs[0])) * cin_ * 2;
  }

  void forward(cv::InputArrayOfArrays inputs_arr, cv::OutputArrayOfArrays outputs_arr,
               cv::OutputArrayOfArrays) override {
    std::vector<Mat> inputs, outputs;
    inputs_arr.getMatVector(inputs);
    outputs_arr.getMatVector(outputs);
    const Mat &in = inputs[0];
    Mat &out = outputs[0];
    CV_Assert(in.type() == CV_32F && in.isContinuous() && out.isContinuous());
    const int batch = in.size[0];
    const size_t P = size_t(in.size[2]) * in.size[3];
    const int pixel_blocks = int((P + kPixels - 1) / kPixels);
    const int tiles = batch * pixel_blocks * blocks_;
    // Large planes: neighbouring tiles share pixels (the input panel stays in L1 across channel
    // blocks). Small planes: they share a weight block.
    const bool pixel_major = P >= 256;
    const float *src_all = in.ptr<float>();
    float *dst_all = out.ptr<float>();
    cv::parallel_for_(
        cv::Range(0, tiles),
        [&](const cv::Range &range) {
          for (int t = range.start; t < range.end; ++t) {
            const int n = t / (pixel_blocks * blocks_);
            const int rest = t % (pixel_blocks * blocks_);
            const int pb = pixel_major ? rest / blocks_ : rest % pixel_blocks;
            const int cb = pixel_major ? rest % blocks_ : rest / pixel_blocks;
            const size_t p = size_t(pb) * kPixels;
            const int co = cb * kRows;
            pointwise_tile(PointwiseTile{
                src_all + size_t(n) * cin_ * P + p, packed_.data() + size_t(cb) * cin_ * kRows,
                bias_.data() + co, dst_all + (size_t(n) * cout_ + co) * P + p, P, cin_,
                std::min(kRows, cout_ - co), int(std::min<size_t>(kPixels, P - p)), lo_, hi_});
          }
        },
        std::max(1.0, double(tiles) / 16.0));
  }

 private:
  int cin_ = 0, cout_ = 0, blocks_ = 0;
  std::vector<float> packed_;  // blocks × cin × kRows
  std::vector<float> bias_;    // blocks × kRows
  float lo_ = -std::numeric_limits<float>::infinity();
  float hi_ = std::numeric_limits<float>::infinity();
};

Ptr<Layer> create_convolution(LayerParams &params) {
  Ptr<cv::dnn::BaseConvolutionLayer> conv = cv::dnn::ConvolutionLayer::create(params);
  if (params.blobs.empty()) return conv;
  const Mat &w = params.blobs[0];
  const int group = params.get<int>("group", 1);
  const bool depthwise =
      w.dims == 4 && w.type() == CV_32F && w.size[1] == 1 && w.size[0] == group && group == conv->numOutput &&
      w.size[2] == w.size[3] && w.size[2] <= 7 && conv->kernel_size.size() == 2 &&
      conv->kernel_size[0] == size_t(w.size[2]) && conv->kernel_size[1] == size_t(w.size[3]) &&
      conv->strides.size() == 2 && conv->strides[0] == conv->strides[1] &&
      (conv->strides[0] == 1 || conv->strides[0] == 2) &&
      (conv->dilations.empty() || (conv->dilations.size() == 2 && conv->dilations[0] == 1 && conv->dilations[1] == 1)) &&
      conv->padMode.empty() && conv->pads_begin.size() == 2 && conv->pads_end.size() == 2;
  const bool pointwise =
      w.dims == 4 && w.type() == CV_32F && group == 1 && w.size[0] == conv->numOutput && w.size[2] == 1 &&
      w.size[3] == 1 && conv->kernel_size.size() == 2 && conv->kernel_size[0] == 1 && conv->kernel_size[1] == 1 &&
      conv->strides.size() == 2 && conv->strides[0] == 1 && conv->strides[1] == 1 &&
      (conv->dilations.empty() || (conv->dilations.size() == 2 && conv->dilations[0] == 1 && conv->dilations[1] == 1)) &&
      conv->padMode.empty() && conv->pads_begin.size() == 2 && conv->pads_end.size() == 2 &&
      conv->pads_begin[0] == 0 && conv->pads_begin[1] == 0 && conv->pads_end[0] == 0 && conv->pads_end[1] == 0;
  if (pointwise) return Ptr<Layer>(new PointwiseConvolution(params));
  if (!depthwise) return conv;
  return Ptr<Layer>(new DepthwiseConvolution(params, w.size[2], int(conv->strides[0]), int(conv->pads_begin[0]),
                                             int(conv->pads_begin[1]), int(conv->pads_end[0]),
                                             int(conv->pads_end[1])));
}

// MARK: Constant padding of the two spatial axes (NCHW)

class SpatialPadding : public Layer {
 public:
  SpatialPadding(const LayerParams &params, int top, int bottom, int left, int right, float value)
      : top_(top), bottom_(bottom), left_(left), right_(right), value_(value) {
    setParamsFrom(params);
  }

  bool getMemoryShapes(const std::vector<MatShape> &inputs, const int, std::vector<MatShape> &outputs,
                       std::vector<MatShape> &) const override {
    CV_Assert(inputs.size() == 1 && inputs[0].size() == 4);
    MatShape out = inputs[0];
    out[2] += top_ + bottom_;
    out[3] += left_ + right_;
    outputs.assign(1, out);
    return false;
  }

  void forward(cv::InputArrayOfArrays inputs_arr, cv::OutputArrayOfArrays outputs_arr,
               cv::OutputArrayOfArrays) override {
    std::vector<Mat> inputs, outputs;
    inputs_arr.getMatVector(inputs);
    outputs_arr.getMatVector(outputs);
    const Mat &in = inputs[0];
    Mat &out = outputs[0];
    CV_Assert(in.type() == CV_32F && in.isContinuous() && out.isContinuous());
    const int planes = in.size[0] * in.size[1], ih = in.size[2], iw = in.size[3], oh = out.size[2],
              ow = out.size[3];
    const float *src_all = in.ptr<float>();
    float *dst_all = out.ptr<float>();
    cv::parallel_for_(cv::Range(0, planes), [&](const cv::Range &range) {
      for (int plane = range.start; plane < range.end; ++plane) {
        const float *src = src_all + size_t(plane) * ih * iw;
        float *dst = dst_all + size_t(plane) * oh * ow;
        std::fill(dst, dst + size_t(top_) * ow, value_);
        for (int y = 0; y < ih; ++y) {
          float *row = dst + size_t(y + top_) * ow;
          std::fill(row, row + left_, value_);
          std::memcpy(row + left_, src + size_t(y) * iw, sizeof(float) * iw);
          std::fill(row + left_ + iw, row + ow, value_);
        }
        std::fill(dst + size_t(top_ + ih) * ow, dst + size_t(oh) * ow, value_);
      }
    });
  }

 private:
  int top_, bottom_, left_, right_;
  float value_;
  // Not fused with the following convolution: OpenCV plans buffer reuse before fusing, so a fused
  // layer's output may alias its input (only in-place-safe fusions like activations are sound).
};

Ptr<Layer> create_padding(LayerParams &params) {
  const std::string type = params.get<std::string>("type", "constant");
  const int input_dims = params.get<int>("input_dims", -1);
  if (type == "constant" && (input_dims == -1 || input_dims == 4) && params.has("paddings")) {
    const cv::dnn::DictValue &pads = params.get("paddings");
    // Pairs (before, after) for N, C, H, W.
    if (pads.size() == 8 && pads.get<int>(0) == 0 && pads.get<int>(1) == 0 && pads.get<int>(2) == 0 &&
        pads.get<int>(3) == 0 && pads.get<int>(4) >= 0 && pads.get<int>(5) >= 0 && pads.get<int>(6) >= 0 &&
        pads.get<int>(7) >= 0) {
      return Ptr<Layer>(new SpatialPadding(params, pads.get<int>(4), pads.get<int>(5), pads.get<int>(6),
                                           pads.get<int>(7), params.get<float>("value", 0.0f)));
    }
  }
  return cv::dnn::PaddingLayer::create(params);
}


// MARK: Self-check against OpenCV's own layers

struct CheckCase {
  int channels, height, width, kernel, stride, pad;
  int outputs;  // > 0: pointwise with this many outputs; 0: depthwise
  bool relu6;
};

Mat run_layer(const Ptr<Layer> &layer, const Mat &input) {
  std::vector<MatShape> out_shapes, internal_shapes;
  layer->getMemoryShapes({cv::dnn::shape(input)}, 1, out_shapes, internal_shapes);
  std::vector<Mat> inputs{input}, outputs{Mat(out_shapes[0], CV_32F)}, internals;
  for (const MatShape &shape : internal_shapes) internals.emplace_back(shape, CV_32F);
  layer->finalize(cv::InputArrayOfArrays(inputs), cv::OutputArrayOfArrays(outputs));
  layer->forward(cv::InputArrayOfArrays(inputs), cv::OutputArrayOfArrays(outputs),
                 cv::OutputArrayOfArrays(internals));
  return outputs[0];
}

}  // namespace

int self_check(char *report, size_t report_len) {
  const CheckCase cases[] = {
      {8, 13, 17, 3, 1, 1, 0, true},   {8, 13, 17, 3, 2, 1, 0, false},  {5, 20, 9, 5, 1, 2, 0, true},
      {5, 21, 22, 5, 2, 2, 0, true},   {7, 9, 9, 7, 1, 3, 0, false},    {3, 30, 31, 3, 2, 1, 0, true},
      {6, 40, 41, 5, 2, 0, 0, true},   {240, 14, 14, 5, 1, 2, 0, true}, {16, 7, 7, 1, 1, 0, 13, true},
      {33, 11, 5, 1, 1, 0, 7, false},  {4, 3, 3, 1, 1, 0, 100, true},   {24, 20, 20, 1, 1, 0, 6, true},
  };
  cv::RNG rng(7);
  int failures = 0;
  std::string text;
  for (const CheckCase &c : cases) {
    LayerParams params;
    params.name = "check";
    params.type = "Convolution";
    const int kernel[2] = {c.kernel, c.kernel}, stride[2] = {c.stride, c.stride}, pads[4] = {c.pad, c.pad, c.pad, c.pad};
    params.set("kernel_size", cv::dnn::DictValue::arrayInt(kernel, 2));
    params.set("stride", cv::dnn::DictValue::arrayInt(stride, 2));
    params.set("pad", cv::dnn::DictValue::arrayInt(pads, 4));
    const bool pointwise = c.outputs > 0;
    const int outputs = pointwise ? c.outputs : c.channels;
    params.set("num_output", outputs);
    params.set("group", pointwise ? 1 : c.channels);
    params.set("bias_term", true);
    const int weight_shape[4] = {outputs, pointwise ? c.channels : 1, c.kernel, c.kernel};
    Mat weights(4, weight_shape, CV_32F), bias(1, outputs, CV_32F);
    rng.fill(weights, cv::RNG::UNIFORM, -1, 1);
    rng.fill(bias, cv::RNG::UNIFORM, -1, 1);
    params.blobs = {weights, bias};
    const int input_shape[4] = {2, c.channels, c.height, c.width};
    Mat input(4, input_shape, CV_32F);
    rng.fill(input, cv::RNG::UNIFORM, -3, 3);

    Ptr<Layer> reference = cv::dnn::ConvolutionLayer::create(params);
    Ptr<Layer> fast = create_convolution(params);
    const bool replaced = dynamic_cast<DepthwiseConvolution *>(fast.get()) != nullptr ||
                          dynamic_cast<PointwiseConvolution *>(fast.get()) != nullptr;
    if (c.relu6) {
      LayerParams relu;
      relu.set("min_value", 0.0f);
      relu.set("max_value", 6.0f);
      Ptr<cv::dnn::ActivationLayer> activation = cv::dnn::ReLU6Layer::create(relu);
      reference->setActivation(activation);
      fast->setActivation(activation);
    }
    const Mat expected = run_layer(reference, input), got = run_layer(fast, input);
    const double difference = expected.size == got.size ? cv::norm(expected, got, cv::NORM_INF) : -1;
    if (!replaced || difference < 0 || difference > 1e-4) {
      ++failures;
      text += std::string(pointwise ? "pointwise" : "depthwise") + " k" + std::to_string(c.kernel) + " s" +
              std::to_string(c.stride) + " " + std::to_string(c.channels) + "×" + std::to_string(c.height) + "×" +
              std::to_string(c.width) + (replaced ? "" : " (not replaced)") + ": max |Δ| " +
              std::to_string(difference) + "; ";
    }
  }
  // Padding: 2×3×5×4 padded by (1, 2) rows and (3, 0) columns with 0.5.
  {
    LayerParams params;
    params.name = "check-pad";
    params.type = "Padding";
    const int paddings[8] = {0, 0, 0, 0, 1, 2, 3, 0};
    params.set("paddings", cv::dnn::DictValue::arrayInt(paddings, 8));
    params.set("value", 0.5f);
    const int input_shape[4] = {2, 3, 5, 4};
    Mat input(4, input_shape, CV_32F);
    rng.fill(input, cv::RNG::UNIFORM, -3, 3);
    Ptr<Layer> fast = create_padding(params);
    const Mat expected = run_layer(cv::dnn::PaddingLayer::create(params), input), got = run_layer(fast, input);
    if (dynamic_cast<SpatialPadding *>(fast.get()) == nullptr || expected.size != got.size ||
        cv::norm(expected, got, cv::NORM_INF) > 0) {
      ++failures;
      text += "padding differs; ";
    }
  }
  if (report != nullptr && report_len > 0) {
    if (text.empty()) text = "all layers match OpenCV's";
    const size_t n = std::min(text.size(), report_len - 1);
    std::memcpy(report, text.data(), n);
    report[n] = '\0';
  }
  return failures;
}

void register_fast_layers() {
  static std::once_flag once;
  std::call_once(once, [] {
    // VISOR_OPENCV_LAYERS=builtin keeps OpenCV's own layers (for A/B benchmarks and diagnosis).
    const char *choice = std::getenv("VISOR_OPENCV_LAYERS");
    if (choice != nullptr && std::strcmp(choice, "builtin") == 0) return;
    cv::dnn::LayerFactory::registerLayer("Convolution", create_convolution);
    cv::dnn::LayerFactory::registerLayer("Padding", create_padding);
  });
}

}  // namespace visor_fast
