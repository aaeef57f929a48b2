#!/usr/bin/env python3
"""Runs llama-cpp-python's OpenAI-compatible server under Visor's supervision.

Same arguments as `python -m llama_cpp.server`. The only addition is a watchdog: the process exits
as soon as its stdin closes, which happens when Visor exits or is killed, so the server never
outlives Visor.
"""

import os
import runpy
import sys
import threading


def watchdog():
    try:
        while sys.stdin.buffer.read(4096):
            pass
    except Exception:  # noqa: BLE001 - any failure to read means Visor is gone
        pass
    os._exit(0)


def restore_signals():
    """Visor ignores SIGTERM while it waits for it, and ignored signals survive exec: take the default
    action back (and unblock every signal) so SIGTERM stops this worker at once."""
    import signal

    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_SETMASK, set())


if __name__ == "__main__":
    restore_signals()
    threading.Thread(target=watchdog, name="visor-watchdog", daemon=True).start()
    sys.argv[0] = "llama_cpp.server"
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)
