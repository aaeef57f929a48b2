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
    if (layer.empty()) return false;
    if (auto relu6 = layer.dynamicCast<cv::dnn::ReLU6Layer>()) {
      lo_ = std::max(lo_, relu6->minValue);
      hi_ = std::min(hi_, relu6->maxValue);
      return true;
    }
    if (auto relu = layer.dynamicCast<cv::dnn::ReLULayer>(); relu && relu->negativeSlope == 0.0f) {
      lo_ = std::max(lo_, 0.0f);
      return true;
    }
    return false;
  }

  int64 getFLOPS(const std::vector<MatShape> &, const std::vector<MatShape> &outputs) const override {
    return int64(cv::dnn::total(outputs[0])) * k_ * k_ * 2;
  }

  void forward(cv::InputArrayOfArrays inputs_arr, cv::OutputArrayOfArrays outputs_arr,
               cv::OutputArrayOfArrays) override {
    std::vector<Mat> inputs, outputs;
    inputs_arr.getMatVector(inputs);
    outputs_arr.getMatVector(outputs);
    const Mat &in = inputs[0];
    Mat &out = outputs[0];
    CV_Assert(in.type() == CV_32F && in.isContinuous() && out.isContinuous());
    const int ih = in.size[2], iw = in.size[3], oh = out.size[2], ow = out.size[3];
    const bool padded = top_ || left_ || bottom_ || right_;
    const int ph = ih + top_ + bottom_, pw = iw + left_ + right_;
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
            std::memcpy(&scratch[size_t(y + top_) * pw + left_], src + size_t(y) * iw, sizeof(float) * iw);
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

}  // namespace

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
