#!/usr/bin/env python3
"""Bounded photo work (issue 23 item 8): N concurrent 12 MP analyses against one server; standard library only.

    photo_work_bench.py VISOR_BIN WORK_DIR PHOTO [CLIENTS] [-- extra `visor serve` flags]

Starts `visor serve` (SQLite + files, offline scene engine) on a port it picks, then sends CLIENTS
(default 200) `POST /api/v1/vision/analyze` requests with the same 12 MP JPEG at once, each on its own
connection, with a 60 s client timeout (a phone's patience); a client told 503 comes back after Retry-After, as
the SDKs do, while its BENCH_RETRY_BUDGET (120 s) lasts (BENCH_RETRY=0: never). Prints one line of figures and, with
BENCH_SUMMARY set, writes them as JSON:
  answered   requests answered 200 with a message
  refused    clients still refused (503 with Retry-After) when their retry budget ran out
  failed     anything else (timeouts, resets, other statuses)
  first_s    seconds from the start to the first 200 answer
  p50_s/max_s  seconds to a 200 answer, median and slowest
  peak_rss_mb  the server's peak resident memory (sampled every 50 ms from /proc)
Targets (issue 23): all answered or refused with Retry-After (0 failed), first answer within seconds,
peak RSS <= 1 GB at 200 clients.
"""

import base64
import http.client
import json
import os
import re
import subprocess
import sys
import threading
import time

BIN, WORK, PHOTO = sys.argv[1], sys.argv[2], sys.argv[3]
rest = sys.argv[4:]
CLIENTS = 200
if rest and rest[0] != "--":
    CLIENTS = int(rest.pop(0))
EXTRA = rest[1:] if rest and rest[0] == "--" else []
TIMEOUT = float(os.environ.get("BENCH_CLIENT_TIMEOUT", "60"))
# Clients that hear 503 come back after Retry-After, as the SDKs do, within this many seconds in all.
RETRY = os.environ.get("BENCH_RETRY", "1") != "0"
RETRY_BUDGET = float(os.environ.get("BENCH_RETRY_BUDGET", "120"))


def start_server():
    data = os.path.join(WORK, "photo-work-data")
    os.makedirs(data, exist_ok=True)
    out = subprocess.run([BIN, "users", "add", "bench", "--password-stdin", "--json", "--data-dir", data,
                          "--password-strength", "minimal"], input=b"correct-horse-battery\n",
                         capture_output=True, check=True)
    token = json.loads(out.stdout)["token"]
    log_path = os.path.join(WORK, "photo-work-visor.log")
    log = open(log_path, "wb")
    process = subprocess.Popen([BIN, "serve", "--port", "0", "--data-dir", data, "--log-level", "warning",
                                "--password-strength", "minimal", "--warm", "local/scene", *EXTRA],
                               stdout=log, stderr=log)
    deadline = time.time() + 120
    port = None
    while time.time() < deadline:
        if process.poll() is not None:
            sys.exit("visor serve exited early; see " + log_path)
        text = open(log_path, "rb").read().decode(errors="replace")
        found = re.search(r"Visor is running at http://[^ ]*:(\d+)/", text)
        if found:
            port = int(found.group(1))
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                connection.request("GET", "/readyz")
                if connection.getresponse().status == 200:
                    break
            except OSError:
                pass
        time.sleep(0.2)
    else:
        process.kill()
        sys.exit("visor serve did not become ready in 120 s; see " + log_path)
    return process, port, token


def rss_mb(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def main():
    body = json.dumps({"imageBase64": base64.b64encode(open(PHOTO, "rb").read()).decode(),
                       "mode": "describe"}).encode()
    process, port, token = start_server()
    peak = [rss_mb(process.pid)]
    idle = peak[0]
    stop = threading.Event()

    def sample():
        while not stop.is_set():
            peak[0] = max(peak[0], rss_mb(process.pid))
            time.sleep(0.05)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    results = [None] * CLIENTS
    gate = threading.Barrier(CLIENTS)
    start = [0.0]

    retries = [0] * CLIENTS

    def client(index):
        gate.wait()
        if index == 0:
            start[0] = time.monotonic()
        begun = time.monotonic()
        while True:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
                connection.request("POST", "/api/v1/vision/analyze", body=body,
                                   headers={"Authorization": f"Bearer {token}",
                                            "Content-Type": "application/json"})
                response = connection.getresponse()
                payload = response.read()
                elapsed = time.monotonic() - begun
                if response.status == 200 and json.loads(payload).get("message"):
                    results[index] = ("answered", elapsed)
                elif response.status == 503 and response.getheader("Retry-After"):
                    wait = int(response.getheader("Retry-After"))
                    if RETRY and elapsed + wait < RETRY_BUDGET:
                        retries[index] += 1
                        time.sleep(wait)
                        continue
                    results[index] = ("refused", elapsed)
                else:
                    results[index] = ("failed", elapsed, response.status, payload[:200])
            except Exception as error:  # noqa: BLE001 - every failure counts
                results[index] = ("failed", time.monotonic() - begun, type(error).__name__)
            return

    threads = [threading.Thread(target=client, args=(i,)) for i in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    stop.set()
    sampler.join()
    process.terminate()
    process.wait(timeout=30)

    answered = sorted(r[1] for r in results if r[0] == "answered")
    refused = [r for r in results if r[0] == "refused"]
    failed = [r for r in results if r[0] == "failed"]
    summary = {
        "clients": CLIENTS, "answered": len(answered), "refused": len(refused), "failed": len(failed),
        "first_s": round(answered[0], 2) if answered else None,
        "p50_s": round(answered[len(answered) // 2], 2) if answered else None,
        "max_s": round(answered[-1], 2) if answered else None,
        "idle_rss_mb": round(idle, 1), "peak_rss_mb": round(peak[0], 1),
        "retries": sum(retries),
    }
    print(f"{CLIENTS} concurrent 12 MP analyses: answered {summary['answered']}, refused with Retry-After "
          f"{summary['refused']} (after {summary['retries']} retries as told), failed {summary['failed']}; "
          f"first answer {summary['first_s']} s, "
          f"p50 {summary['p50_s']} s, slowest {summary['max_s']} s; RSS {summary['idle_rss_mb']} → "
          f"peak {summary['peak_rss_mb']} MB")
    for sample_failure in failed[:3]:
        print("  failed:", sample_failure)
    if os.environ.get("BENCH_SUMMARY"):
        with open(os.environ["BENCH_SUMMARY"], "w") as handle:
            json.dump(summary, handle)


main()
