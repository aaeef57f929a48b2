#!/usr/bin/env python3
"""The engine's two load-shaped defects at full size (issue 22), against a release `visor serve`:

    engine_bench.py VISOR_BIN WORK_DIR

  short    50 clients on one address × 60 short `Connection: close` requests with bodies (POST/PATCH of
           what curl and most SDKs send): resets, empty closes and refusals (target: 0 of 3,000)
  uploads  100 unauthenticated connections (from 4 loopback addresses, under the per-address limit)
           each declaring a 20 MB upload and sending all but 1 KB of it: how soon each hears 401, and
           the server's RSS growth (targets: 401 before the body, growth < 100 MB; it was 2.1 GB)
Standard library only.
"""

import json
import os
import socket
import subprocess
import sys
import threading
import time

BIN, WORK = sys.argv[1], sys.argv[2]
DATA = os.path.join(WORK, "engine-data")


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def serve():
    token = json.loads(subprocess.run([BIN, "users", "add", "bench", "--admin", "--json", "--data-dir", DATA,
                                       "--password-strength", "minimal"], capture_output=True, check=True,
                                      text=True).stdout)["token"]
    log = open(os.path.join(WORK, "engine-visor.log"), "ab")
    process = subprocess.Popen([BIN, "serve", "--port", "0", "--data-dir", DATA, "--log-level", "warning",
                                "--warm", ""], stdout=subprocess.PIPE, stderr=log, text=True)
    for line in process.stdout:
        if "running at http://" in line:
            port = int(line.split("running at http://", 1)[1].split(":")[1].split("/")[0])
            return process, port, token
    raise SystemExit("visor serve did not start: see engine-visor.log")


def short(port, token):
    failures, ok = [], [0]
    lock = threading.Lock()

    def client(number):
        for index in range(60):
            body = json.dumps({"displayName": f"client {number} {index}"}).encode()
            head = (f"PATCH /api/v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n"
                    f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n")
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
                    s.sendall(head.encode() + body)
                    answer = b""
                    while chunk := s.recv(65536):
                        answer += chunk
                status = answer.split(b" ", 2)[1] if answer else b"empty"
                with lock:
                    if status == b"200":
                        ok[0] += 1
                    else:
                        failures.append(status.decode())
            except OSError as error:
                with lock:
                    failures.append(type(error).__name__)

    threads = [threading.Thread(target=client, args=(n,)) for n in range(50)]
    started = time.time()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    kinds = {kind: failures.count(kind) for kind in set(failures)}
    print(f"{'short requests, one address':34} {ok[0]}/3000 ok in {time.time() - started:.1f} s, "
          f"failures: {len(failures)} {kinds or ''} (target 0)")


def uploads(port, pid):
    declared = 20 * 1024 * 1024
    before = rss_kb(pid)
    sockets, heard = [], []
    head = (f"POST /api/v1/vision/analyze HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\n"
            f"Content-Length: {declared}\r\n\r\n").encode()
    for index in range(100):
        s = socket.socket()
        s.bind((f"127.0.0.{2 + index % 4}", 0))
        s.connect(("127.0.0.1", port))
        sockets.append(s)
    started = time.time()
    for s in sockets:
        s.sendall(head)
    for s in sockets:
        s.settimeout(10)
        answer = s.recv(65536)
        heard.append((time.time() - started, answer.split(b" ", 2)[1] if answer else b"none"))
    statuses = {status.decode(): sum(1 for _, x in heard if x == status) for _, status in heard}
    chunk = b"a" * (1024 * 1024)
    peak = before

    def send(s):
        try:
            s.settimeout(30)
            for _ in range(19):
                s.sendall(chunk)
            s.sendall(chunk[: 1024 * 1023])
        except OSError:
            pass  # the server may drop an upload nobody can send (twice the body limit)

    threads = [threading.Thread(target=send, args=(s,)) for s in sockets]
    for thread in threads:
        thread.start()
    while any(t.is_alive() for t in threads):
        peak = max(peak, rss_kb(pid))
        time.sleep(0.05)
    peak = max(peak, rss_kb(pid))
    for s in sockets:
        s.close()
    slowest = max(t for t, _ in heard)
    print(f"{'unauthenticated 20 MB uploads':34} {statuses} heard within {slowest * 1000:.0f} ms of the heads, "
          f"before any body; RSS {before // 1024} → peak {peak // 1024} MB "
          f"(growth {(peak - before) // 1024} MB, target < 100 MB)")


def main():
    os.makedirs(DATA, exist_ok=True)
    process, port, token = serve()
    try:
        short(port, token)
        uploads(port, process.pid)
    finally:
        process.terminate()
        process.wait(20)


if __name__ == "__main__":
    main()
