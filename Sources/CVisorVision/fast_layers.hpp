// Internal: faster OpenCV DNN layers (see fast_layers.cpp).
#pragma once

namespace visor_fast {
/// Registers the depthwise-convolution and padding layers in OpenCV's layer factory (once per process).
/// Networks read afterwards use them wherever they apply.
void register_fast_layers();
}  // namespace visor_fast
