#!/usr/bin/env python3
"""The text readers alone, for scripts/bench-channels.sh to set beside its HTTP figures: PP-OCRv4
(workers/ppocr.py, in this process, as the worker runs it) on the gray copy the server sends it, and
tesseract's CLI on the 2000-px gray copy TextReader reads. Median wall and CPU time of 5 after a warm-up.

    bench_ocr.py PHOTO [PHOTO...]
"""

import os
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "workers"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ppocr  # noqa: E402
from eval_ocr import PPOCR_SEND_SIDE, decode  # noqa: E402

CACHE = os.environ.get("VISOR_CACHE_DIR") or os.path.expanduser("~/.cache/visor")


def cpu(who):
    r = resource.getrusage(who)
    return r.ru_utime + r.ru_stime


def timed(job, who, runs=5):
    job()
    walls, cpus = [], []
    for _ in range(runs):
        c0, t0 = cpu(who), time.monotonic()
        job()
        walls.append(time.monotonic() - t0)
        cpus.append(cpu(who) - c0)
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000


def main():
    engine = ppocr.PPOCR(os.path.join(CACHE, "models", "ppocr-v4"))
    # The server sends at most PPOCR_SEND_SIDE, and the ingest keeps the configured 1536 px.
    side = min(PPOCR_SEND_SIDE, 1536)
    for photo in sys.argv[1:]:
        gray = decode(photo, gray=True, max_side=side)
        wall, cpu_ms = timed(lambda: engine.read(gray), resource.RUSAGE_SELF)
        print(f"{'PP-OCRv4 alone (' + os.path.basename(photo) + f', {gray.shape[1]}x{gray.shape[0]} gray)':52} "
              f"{wall:7.0f} ms wall {cpu_ms:7.0f} ms CPU")
        pgm = photo + ".2000.pgm"
        subprocess.run(["convert", photo, "-colorspace", "Gray", "-resize", "2000x2000>", pgm], check=True)
        wall, cpu_ms = timed(
            lambda: subprocess.run(["tesseract", pgm, "stdout", "--psm", "11", "--dpi", "300", "tsv"],
                                   capture_output=True, check=True), resource.RUSAGE_CHILDREN)
        os.remove(pgm)
        print(f"{'tesseract CLI alone (' + os.path.basename(photo) + ', 2000 px gray)':52} "
              f"{wall:7.0f} ms wall {cpu_ms:7.0f} ms CPU (with its start, ~0.1 s)")


if __name__ == "__main__":
    main()
