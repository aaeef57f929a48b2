"""Python baseline for `make bench`: the same two endpoints as Visor, written the usual Python way.

FastAPI + uvicorn + Pillow. Fairness (see docs/decisions/004-benchmark-baseline.md): same number of
worker processes as cores, token checked by a SQLite lookup of its SHA-256 like Visor, Pillow's JPEG
draft mode on (decodes at reduced size, as libvips' shrink-on-load does), EXIF orientation applied,
same output size (long side 1536) and JPEG quality (85), metadata stripped.
"""

import hashlib
import io
import os
import sqlite3

from fastapi import FastAPI, File, Header, HTTPException, UploadFile
from fastapi.responses import JSONResponse, Response
from PIL import Image, ImageOps

DB = os.environ["BASELINE_DB"]
app = FastAPI()
_local = {}


def _db():
    pid = os.getpid()
    if pid not in _local:
        _local[pid] = sqlite3.connect(DB, check_same_thread=False)
    return _local[pid]


def _user(authorization: str | None):
    if not authorization or not authorization.startswith("Bearer "):
        raise HTTPException(401, "missing token")
    digest = hashlib.sha256(authorization[7:].encode()).digest()
    row = _db().execute("SELECT id, username FROM tokens WHERE hash = ?", (digest,)).fetchone()
    if row is None:
        raise HTTPException(401, "bad token")
    return row


@app.get("/api/v1/me")
def me(authorization: str | None = Header(default=None)):
    uid, name = _user(authorization)
    return JSONResponse({"id": uid, "username": name, "isAdmin": True, "displayName": None,
                         "accentColor": "#0a84ff", "voice": None, "speakByDefault": True})


@app.post("/api/v1/media/ingest")
def ingest(image: UploadFile = File(...), authorization: str | None = Header(default=None)):
    _user(authorization)
    data = image.file.read()
    im = Image.open(io.BytesIO(data))
    # draft() keeps the image at least as large as the box it is given in *both* sides, so give it
    # the output size, not (1536, 1536): a 4000×3000 photo then decodes at 2000×1500, as in Visor.
    scale = 1536 / max(im.size)
    if scale < 1:
        im.draft("RGB", (round(im.size[0] * scale), round(im.size[1] * scale)))
    im = ImageOps.exif_transpose(im)
    im.thumbnail((1536, 1536))
    out = io.BytesIO()
    im.convert("RGB").save(out, "JPEG", quality=85)
    return Response(out.getvalue(), media_type="image/jpeg")
