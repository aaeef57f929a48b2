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


def strict_json_strings():
    """llama-cpp-python's JSON-schema grammar lets a string hold raw control characters (its `char`
    rule is `[^"\\]`), which JSON forbids: a small model then writes a newline inside a string and
    the answer is not JSON. The same rule as llama.cpp's own JSON grammar (`JSON_GBNF`) closes that:
    every answer under `response_format` is valid JSON by construction (issue 23, item 6)."""
    try:
        from llama_cpp import llama_grammar

        rule = llama_grammar.PRIMITIVE_RULES.get("char")
        if rule is not None:
            llama_grammar.PRIMITIVE_RULES["char"] = llama_grammar.BuiltinRule(
                r'[^"\\\x7F\x00-\x1F] | "\\" (["\\/bfnrt] | "u" [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F])',
                [],
            )
    except Exception as error:  # noqa: BLE001 - an older or newer layout: keep the server's own rule
        print(f"visor: could not tighten the JSON grammar: {error}", file=sys.stderr)


if __name__ == "__main__":
    restore_signals()
    strict_json_strings()
    threading.Thread(target=watchdog, name="visor-watchdog", daemon=True).start()
    sys.argv[0] = "llama_cpp.server"
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)
