// Internal: faster OpenCV DNN layers (see fast_layers.cpp).
#pragma once

#include <cstddef>

namespace visor_fast {
/// Registers the depthwise-convolution and padding layers in OpenCV's layer factory (once per process).
/// Networks read afterwards use them wherever they apply.
void register_fast_layers();

/// Runs each replacement layer beside OpenCV's own on random inputs (depthwise 3×3/5×5/7×7, strides
/// 1 and 2, padded, odd sizes; pointwise with row and pixel tails; ReLU6 fused; padding). Returns the
/// number of mismatches and describes them in `report`.
int self_check(char *report, size_t report_len);
}  // namespace visor_fast
