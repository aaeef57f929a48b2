"""Shared by the classification baselines of `make bench` (bench_onnxruntime.py, bench_opencv_dnn.py):
command-line options and the timing loop, so every runtime is measured the same way. Standard library
only: the scripts run under different interpreters (the conversion venv, Debian's python3)."""
import time


def option(args, name, default):
    """Removes `name VALUE` from args and returns VALUE (or default)."""
    if name in args:
        i = args.index(name)
        value = args[i + 1]
        del args[i : i + 2]
        return value
    return default


def measure(photos, classify, rounds):
    """Warms up on every photo once, then times `rounds` passes. `classify(photo)` returns the seconds
    its forward pass took. Returns (ms per image in total, ms per image in the forward pass)."""
    for photo in photos:
        classify(photo)
    forward = 0.0
    start = time.perf_counter()
    for _ in range(rounds):
        for photo in photos:
            forward += classify(photo)
    total = time.perf_counter() - start
    n = rounds * len(photos)
    return total / n * 1000, forward / n * 1000
