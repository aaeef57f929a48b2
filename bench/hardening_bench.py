#!/usr/bin/env python3
"""Crash, load and sign-in timing figures for `make bench` (issue 16, Deliver 3–4); standard library only.

    hardening_bench.py VISOR_BIN WORK_DIR

Against a fresh data folder, with the production password profile:
  signin   median sign-in time for an existing and an unknown user (target: within 20 %)
  crash    50 writers — 46 create chats, 4 save photo analyses (a blob written before its record) —
           while the server is killed with SIGKILL 5 times (restarted each time); afterwards every
           acknowledged write must be there with its photo (target: 0 lost), and once the grace
           period is over (grace 0 here) a maintenance pass removes what crashes left behind and a
           second finds no orphan (target: 0 orphans; every acknowledged photo still served)
  load     50 clients × BENCH_LOAD_SECONDS (default 60) of mixed requests: error rate, p50/p99 per
           endpoint, RSS before/after (targets: 0 errors, RSS growth < 10 %)
The server runs as one process per phase, talking to the same folder (SQLite + files), or to
PostgreSQL + S3 when VISOR_DATABASE / VISOR_BLOBS are set (scripts/bench-scale.sh runs it both ways).
BENCH_PHASES (default "signin,crash,load") picks the phases; BENCH_SUMMARY names a JSON file that
receives the figures (for side-by-side ratios). BENCH_LOAD_PORT points the load phase at servers
already running behind that port (e.g. nginx in front of two instances; BENCH_LOAD_PIDS, comma-
separated, are the processes whose RSS is reported) instead of starting one.
"""

import base64
import http.client
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import threading
import time

BIN, WORK = sys.argv[1], sys.argv[2]
DATA = os.path.join(WORK, "hardening-data")
LOAD_SECONDS = int(os.environ.get("BENCH_LOAD_SECONDS", "60"))
CLIENTS = int(os.environ.get("BENCH_LOAD_CLIENTS", "50"))
WRITERS = int(os.environ.get("BENCH_CRASH_WRITERS", "50"))
PHOTO_WRITERS = int(os.environ.get("BENCH_CRASH_PHOTO_WRITERS", "4"))
PHOTO = base64.b64encode(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures",
                                           "scene", "chelsea.jpg"), "rb").read()).decode()
KILLS = int(os.environ.get("BENCH_CRASH_KILLS", "5"))
PHASES = os.environ.get("BENCH_PHASES", "signin,crash,load").split(",")
SUMMARY = {}


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts", "lib"))
# The crash phase starts Visor again on the same port after each SIGKILL, while its 50 writers keep
# connecting: a port below the ephemeral range, which none of their connections can take meanwhile.
from free_port import free_port  # noqa: E402


def serve(port):
    log = open(os.path.join(WORK, "hardening-visor.log"), "ab")
    args = [BIN, "serve", "--port", str(port), "--data-dir", DATA, "--log-level", "warning", "--warm", "",
            "--maintenance-interval-seconds", "0"]
    process = subprocess.Popen(args, stdout=log, stderr=log)
    for _ in range(300):
        try:
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            c.request("GET", "/healthz")
            if c.getresponse().status == 200:
                return process
        except OSError:
            time.sleep(0.05)
    raise SystemExit("visor did not start (see hardening-visor.log)")


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def request(conn, method, path, token=None, body=None):
    headers = {}
    if token:
        headers["Authorization"] = "Bearer " + token
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    conn.request(method, path, body=data, headers=headers)
    response = conn.getresponse()
    return response.status, response.read()


def add_user(name, password):
    out = subprocess.run([BIN, "users", "add", name, "--admin", "--json", "--password-stdin", "--data-dir", DATA],
                         input=password + "\n", capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["token"]


def pct(values, p):
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


# -- sign-in timing ---------------------------------------------------------------------------------

def signin(port):
    rounds = int(os.environ.get("BENCH_SIGNIN_ROUNDS", "15"))
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    existing, unknown = [], []
    for i in range(rounds):
        for kind in ("existing", "unknown"):
            # The right password for the existing user (a success clears its throttle count) costs
            # one verification like a wrong one; a fresh unknown name each time is never throttled.
            name, password = ("bench-timing", "a long enough password") if kind == "existing" else (f"nobody-{i}", "x" * 20)
            start = time.perf_counter()
            status, _ = request(conn, "POST", "/api/v1/auth/login", body={"username": name, "password": password})
            elapsed = (time.perf_counter() - start) * 1000
            (existing if kind == "existing" else unknown).append(elapsed)
            assert status in (200, 401), status
    e, u = statistics.median(existing), statistics.median(unknown)
    print(f"  sign-in median: existing user {e:.1f} ms, unknown user {u:.1f} ms, ratio {u / e:.2f} (target 0.80–1.20)")


# -- crash: kill -9 under writers -------------------------------------------------------------------

def crash(port, token):
    acknowledged = []
    lock = threading.Lock()
    stop = threading.Event()
    attempts = [0]

    photos = []

    def writer(n):
        conn = None
        i = 0
        saves_photos = n < PHOTO_WRITERS
        while not stop.is_set():
            try:
                if conn is None:
                    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                i += 1
                if saves_photos:
                    status, body = request(conn, "POST", "/api/v1/vision/analyze", token,
                                           {"imageBase64": PHOTO, "mode": "colour"})
                else:
                    status, body = request(conn, "POST", "/api/v1/chats", token, {"title": f"w{n}-{i}"})
                with lock:
                    attempts[0] += 1
                if status in (200, 201):
                    with lock:
                        (photos if saves_photos else acknowledged).append(json.loads(body)["id"])
            except (OSError, http.client.HTTPException, ValueError):
                conn = None
                time.sleep(0.02)

    process = serve(port)
    threads = [threading.Thread(target=writer, args=(n,), daemon=True) for n in range(WRITERS)]
    for t in threads:
        t.start()
    for _ in range(KILLS):
        # Long enough after each restart for photo analyses (the first loads the local models) to be
        # acknowledged as well as cut off mid-save.
        time.sleep(random.uniform(4.0, 6.0))
        process.send_signal(signal.SIGKILL)
        process.wait()
        process = serve(port)
    time.sleep(1.0)
    stop.set()
    for t in threads:
        t.join(timeout=10)
    # Every acknowledged chat must be there.
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    present, cursor = set(), None
    while True:
        path = "/api/v1/chats?limit=200" + (f"&cursor={cursor}" if cursor else "")
        status, body = request(conn, "GET", path, token)
        page = json.loads(body)
        present.update(item["id"] for item in page["items"])
        cursor = page.get("nextCursor")
        if not cursor:
            break
    lost = [i for i in acknowledged if i not in present]

    def photos_missing():
        missing = 0
        for analysis in photos:
            status, _ = request(conn, "GET", f"/api/v1/analyses/{analysis}/image", token)
            missing += status != 200
        return missing

    photos_lost = photos_missing()
    process.send_signal(signal.SIGTERM)
    process.wait()

    def maintenance(*flags):
        out = subprocess.run([BIN, "maintenance", "--json", "--blob-grace-seconds", "0", "--data-dir", DATA, *flags],
                             capture_output=True, text=True)
        try:
            return json.loads(out.stdout)
        except ValueError:
            return {"error": out.stderr.strip()[:200]}

    left = maintenance("--dry-run")
    maintenance()
    after = maintenance("--dry-run")
    process = serve(port)
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    photos_lost_after = photos_missing()
    process.send_signal(signal.SIGTERM)
    process.wait()
    orphans_after = after.get("orphansRemoved", "?")
    SUMMARY.update(acknowledged=len(acknowledged) + len(photos), lost=len(lost) + photos_lost,
                   orphans=orphans_after, photos_unserved=photos_lost_after)
    print(f"  crash: {KILLS} × SIGKILL under {WRITERS} writers: {len(acknowledged)} chats and {len(photos)} "
          f"photo analyses acknowledged of {attempts[0]} answered; {len(lost)} chats and {photos_lost} photos "
          f"lost (target 0)")
    print(f"  crash: left behind, as maintenance sees it with grace 0: {json.dumps(left, sort_keys=True)}")
    print(f"  crash: after one maintenance pass: {orphans_after} orphans (target 0), {photos_lost_after} "
          f"acknowledged photos no longer served (target 0)")


# -- load: mixed clients ----------------------------------------------------------------------------

def load(port, token):
    external = os.environ.get("BENCH_LOAD_PORT")
    if external:
        port, process = int(external), None
        pids = [int(p) for p in os.environ.get("BENCH_LOAD_PIDS", "").split(",") if p]
    else:
        process = serve(port)
        pids = [process.pid]
    time.sleep(1.0)

    def rss():
        return sum(rss_kb(pid) for pid in pids)

    idle = rss()
    # A short warm-up first: the first seconds grow thread pools, SQLite's caches and the allocator's
    # arenas once; "before" is measured after them, so the growth figure shows what keeps growing.
    warmup = float(os.environ.get("BENCH_LOAD_WARMUP", "5"))
    run_clients(port, token, warmup)
    before = rss()
    timings, errors = run_clients(port, token, LOAD_SECONDS)
    after = rss()
    if process:
        process.send_signal(signal.SIGTERM)
        process.wait()
    total = sum(len(v) for v in timings.values())
    failed = sum(errors.values())
    every = [t for values in timings.values() for t in values]
    SUMMARY.update(rps=total / LOAD_SECONDS, p50=pct(every, 50), p99=pct(every, 99), errors=failed,
                   rss_growth=100 * (after - before) / max(1, before))
    print(f"  load: {CLIENTS} clients × {LOAD_SECONDS} s: {total} requests ({total / LOAD_SECONDS:.0f}/s), "
          f"{failed} errors ({100 * failed / max(1, total):.2f} %, target 0)")
    for name, values in timings.items():
        print(f"    {name:<22} n={len(values):6}  p50 {pct(values, 50):7.1f} ms  p99 {pct(values, 99):7.1f} ms  errors {errors[name]}")
    print(f"  load: RSS idle {idle} kB, after a {warmup:.0f} s warm-up {before} kB, after the run {after} kB: "
          f"growth {100 * (after - before) / max(1, before):.1f} % (target < 10 %)")


def run_clients(port, token, seconds):
    endpoints = [
        ("GET /api/v1/me", "GET", "/api/v1/me", None, 4),
        ("GET /api/v1/chats", "GET", "/api/v1/chats?limit=20", None, 3),
        ("POST /api/v1/chats", "POST", "/api/v1/chats", {"title": "load"}, 1),
        ("GET /api/v1/models", "GET", "/api/v1/models", None, 1),
        ("GET /healthz", "GET", "/healthz", None, 1),
    ]
    weighted = [e for e in endpoints for _ in range(e[4])]
    timings = {e[0]: [] for e in endpoints}
    errors = {e[0]: 0 for e in endpoints}
    lock = threading.Lock()
    deadline = time.monotonic() + seconds

    def client():
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        local = []
        while time.monotonic() < deadline:
            name, method, path, body, _ = random.choice(weighted)
            start = time.perf_counter()
            try:
                status, _ = request(conn, method, path, token, body)
                ok = status < 400
            except (OSError, http.client.HTTPException):
                ok = False
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            local.append((name, (time.perf_counter() - start) * 1000, ok))
        with lock:
            for name, ms, ok in local:
                timings[name].append(ms)
                if not ok:
                    errors[name] += 1

    threads = [threading.Thread(target=client, daemon=True) for _ in range(CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return timings, errors


def main():
    os.makedirs(DATA, exist_ok=True)
    # A fresh name when the data is shared with earlier runs (PostgreSQL in scripts/bench-scale.sh).
    name = "bench-timing" if "signin" in PHASES else f"bench-{os.getpid()}-{random.randrange(1 << 30):x}"
    token = add_user(name, "a long enough password")
    port = free_port()
    if "signin" in PHASES:
        process = serve(port)
        try:
            signin(port)
        finally:
            process.send_signal(signal.SIGTERM)
            process.wait()
    if "crash" in PHASES:
        crash(port, token)
    if "load" in PHASES:
        load(port, token)
    if os.environ.get("BENCH_SUMMARY"):
        with open(os.environ["BENCH_SUMMARY"], "w") as f:
            json.dump(SUMMARY, f)


if __name__ == "__main__":
    main()
