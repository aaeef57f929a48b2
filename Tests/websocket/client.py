"""An independent WebSocket peer for the engine's tests: the `websockets` package against an echo route.

Usage: client.py URL   (ws:// or wss:// with a self-signed certificate). Prints one line per check and
exits 0 when every check held; the Swift test (WebSocketClientTests) runs it against the gate.
"""
import asyncio
import ssl
import sys

import websockets
from websockets.exceptions import ConnectionClosed


async def main(url: str) -> int:
    context = None
    if url.startswith("wss://"):
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    failures = []

    def check(name, ok, detail=""):
        print(("ok   " if ok else "FAIL ") + name + (f" ({detail})" if detail and not ok else ""))
        if not ok:
            failures.append(name)

    async with websockets.connect(url, ssl=context, max_size=None, compression=None) as ws:
        await ws.send("héllo wörld")
        check("text echo", await ws.recv() == "héllo wörld")
        blob = bytes(range(256)) * 12  # 3 KB, under the echo route's 4 KB binary limit
        await ws.send(blob)
        check("binary echo", await ws.recv() == blob)
        # A fragmented message, sent as an iterable of fragments.
        await ws.send(["frag", "ment", "ed"])
        check("fragmented echo", await ws.recv() == "fragmented")
        latency = await ws.ping(b"are you there")
        await asyncio.wait_for(latency, 5)
        check("ping answered", True)
        # Over the text limit (1 KB) but under twice it: dropped, reported, the session goes on.
        await ws.send("a" * 1500)
        check("oversized reported", await ws.recv() == "too big: 1500")
        await ws.send("still here")
        check("session kept after oversized", await ws.recv() == "still here")
        # Many messages in flight at once arrive in order.
        for i in range(200):
            await ws.send(f"n{i}")
        received = [await ws.recv() for _ in range(200)]
        check("200 messages in order", received == [f"n{i}" for i in range(200)])
        await ws.send("close-me")
        try:
            await asyncio.wait_for(ws.recv(), 5)
            check("server close", False, "a message came instead of the close")
        except ConnectionClosed as closed:
            check("server close code", closed.rcvd is not None and closed.rcvd.code == 4000, repr(closed.rcvd))
            check("server close reason", closed.rcvd is not None and closed.rcvd.reason == "asked to close")

    # A client-initiated close handshake completes with the client's code echoed.
    ws = await websockets.connect(url, ssl=context)
    await ws.close(code=1000, reason="bye")
    check("client close echoed", ws.close_code == 1000, str(ws.close_code))

    # Over twice the limit: the connection closes with 1009.
    async with websockets.connect(url, ssl=context, max_size=None) as ws:
        await ws.send("b" * 3000)
        try:
            await asyncio.wait_for(ws.recv(), 5)
            check("1009 on a message over twice the limit", False, "a message came")
        except ConnectionClosed as closed:
            check("1009 on a message over twice the limit", closed.rcvd is not None and closed.rcvd.code == 1009,
                  repr(closed.rcvd))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1])))
