"""Frames for the live tests: signs, a wall and a person rendered with ImageMagick (Debian), as a phone
camera would send them (768 px JPEGs), and a y4m of them for Chromium's fake camera."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

PERSON = Path("/usr/share/darknet/data/person.jpg")
FOLDER = Path(tempfile.mkdtemp(prefix="visor-live-frames-"))


def _render(name: str, arguments: list[str]) -> bytes:
    out = FOLDER / f"{name}.jpg"
    if not out.exists():
        subprocess.run(["convert", *arguments, str(out)], check=True, stderr=subprocess.DEVNULL)
    return out.read_bytes()


def sign(words: str, *, noise: bool = False) -> bytes:
    """Dark bold words on an off-white plate; `noise` is another camera frame of the same view."""
    extra = ["-attenuate", "0.4", "+noise", "Gaussian"] if noise else []
    return _render(
        f"sign-{words.replace(' ', '_')}-{noise}",
        ["-size", "768x576", "xc:#f4f1e8", "-font", "DejaVu-Sans-Bold", "-pointsize", "88", "-fill", "#1a1a1a",
         "-gravity", "center", "-annotate", "+0+0", words, *extra, "-quality", "85"],
    )


def wall() -> bytes:
    return _render("wall", ["-seed", "1", "-size", "768x576", "xc:#c9c1b3", "-attenuate", "0.3", "+noise",
                            "Gaussian", "-quality", "85"])


def person() -> bytes:
    """The darknet person photo (a woman beside a horse and a dog), 768 × 576 as the others."""
    return _render("person", [str(PERSON), "-resize", "768x576!", "-quality", "88"])


def y4m(frames: list[bytes], seconds_each: float, path: Path, fps: int = 5) -> Path:
    """A 768 × 576 y4m that shows each frame for `seconds_each` (Chromium's fake camera loops it),
    written frame by frame from each picture's raw YUV 4:2:0 planes."""
    width, height = 768, 576
    with path.open("wb") as out:
        out.write(f"YUV4MPEG2 W{width} H{height} F{fps}:1 Ip A1:1 C420jpeg\n".encode())
        for index, frame in enumerate(frames):
            source = FOLDER / f"{path.stem}-{index}.jpg"
            source.write_bytes(frame)
            planes = subprocess.run(
                ["ffmpeg", "-loglevel", "error", "-i", str(source), "-vf", f"scale={width}:{height}",
                 "-pix_fmt", "yuv420p", "-f", "rawvideo", "-"],
                check=True, capture_output=True).stdout
            assert len(planes) == width * height * 3 // 2, len(planes)
            for _ in range(int(seconds_each * fps)):
                out.write(b"FRAME\n")
                out.write(planes)
    return path
