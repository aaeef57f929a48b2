#!/usr/bin/env python3
"""Exports tiny colour classifiers (red/green/blue) to ONNX for the custom-classifier round-trip tests.

Usage: export_tiny_classifier.py OUTPUT_DIR

Writes, with labels.txt (red, green, blue):
  tiny-rgb-opset10.onnx          logits, opset 10 (OpenCV 4.6 loads it)
  tiny-rgb-softmax-opset10.onnx  probabilities (ends in Softmax), opset 10
  tiny-rgb-opset13.onnx          logits, opset 13 (ReLU6 becomes a Clip with input bounds: OpenCV 4.6 rejects it)
The network is hand-set, not trained: 1×1 conv (identity) → ReLU6 → global average pool → linear
(identity × 10), so a pure red input (pixels scaled to 0…1, mean 0, std 1) gives "red".
"""
import os
import sys

import torch
from torch import nn


class TinyRGB(nn.Module):
    def __init__(self, softmax: bool):
        super().__init__()
        self.conv = nn.Conv2d(3, 3, 1)
        self.act = nn.ReLU6()
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(3, 3)
        self.softmax = softmax
        with torch.no_grad():
            self.conv.weight.copy_(torch.eye(3).view(3, 3, 1, 1))
            self.conv.bias.zero_()
            self.fc.weight.copy_(torch.eye(3) * 10)
            # Distinct from the conv bias: torch deduplicates identical initialisers into Identity
            # nodes, which OpenCV 4.6 cannot load.
            self.fc.bias.copy_(torch.tensor([0.001, 0.0, -0.001]))

    def forward(self, x):
        x = self.pool(self.act(self.conv(x))).flatten(1)
        x = self.fc(x)
        return torch.softmax(x, dim=1) if self.softmax else x


def main() -> int:
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    sample = torch.rand(1, 3, 32, 32)
    for name, softmax, opset in [
        ("tiny-rgb-opset10.onnx", False, 10),
        ("tiny-rgb-softmax-opset10.onnx", True, 10),
        ("tiny-rgb-opset13.onnx", False, 13),
    ]:
        model = TinyRGB(softmax).eval()
        torch.onnx.export(
            model, sample, os.path.join(out, name), input_names=["input"], output_names=["output"],
            opset_version=opset, training=torch.onnx.TrainingMode.EVAL,
        )
    with open(os.path.join(out, "labels.txt"), "w") as f:
        f.write("red\ngreen\nblue\n")
    print(f"wrote tiny classifiers to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
