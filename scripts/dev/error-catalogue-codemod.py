#!/usr/bin/env python3
"""Rewrites HTTP-shaped VisorError constructions to the error catalogue (docs/decisions/010).

Before:
    throw VisorError(status: 503, code: "model_missing", message: m)
    throw VisorError.badRequest("unknown_voice", msg)
    return .unprocessable("image_unreadable", "…")
    #expect(error?.status == 409)          (in a module that cannot see VisorHTTP)
After:
    throw VisorError(.modelMissing, m)
    throw VisorError(.unknownVoice, msg)
    return VisorError(.imageUnreadable, "…")
    (dropped when an assertion on error?.code sits next to it; the code decides the status)

The catalogue (Sources/VisorCore/ErrorCodes.swift) and the status table
(Sources/VisorHTTP/ErrorStatus.swift) are read, never guessed: a code used by a site but missing from
the catalogue is added to both, with the site's status and a sentence to write by hand (the catalogue
test fails until it is written). A code used with two statuses stops the run before any file is
written, unless DECIDED below settles it.

The script matches shapes, not lines: it lexes Swift (strings with interpolation, raw and multi-line
strings, nested comments), so it works on files it has never seen. It is deterministic and
idempotent: a second run finds nothing to do.

Usage (from the repository root):
    scripts/dev/error-catalogue-codemod.py            # rewrite, then `swift format` the changed files
    scripts/dev/error-catalogue-codemod.py --check    # change nothing; exit 1 if anything would change
    scripts/dev/error-catalogue-codemod.py --inventory   # print every code in use with its statuses
Exit status: 0 done (see the report for sites left to edit by hand), 1 with --check when something
would change, 2 conflicting statuses or an unreadable catalogue (nothing written).

Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field

CATALOGUE = "Sources/VisorCore/ErrorCodes.swift"
TABLE = "Sources/VisorHTTP/ErrorStatus.swift"
# Files that define the error types themselves; they are edited by hand.
SKIP = {
    CATALOGUE,
    TABLE,
    "Sources/VisorCore/ErrorCode.swift",
    "Sources/VisorCore/VisorError.swift",
    "Sources/VisorHTTP/HTTPStatusError.swift",
    "Sources/VisorServer/OpenAI/OpenAIError.swift",
}
SENTENCE_TODO = "TODO: write the sentence that says what to do."

# Codes that sites used with more than one status before the catalogue, and the status chosen by hand
# (docs/decisions/010-error-catalogue.md lists why). A site with a status outside the set still stops
# the run.
DECIDED: dict[str, tuple[int, set[int]]] = {
    # flite failing on a text (500) and a speech model answering no audio (502): both are the speech
    # engine failing on a valid request, which DESIGN calls a provider/worker error → 502.
    "synthesis_failed": (502, {500, 502}),
    # A GGUF path that cannot be read: 422 when an admin registers it over HTTP, 400 in the CLI's own
    # file reading (exit 1 with the sentence; no status is ever shown there) → 422.
    "file_unreadable": (422, {400, 422}),
}
# Codes that meant two things, told apart by their status: (code, status) → the new code. Comparisons
# of the old code are rewritten to the one the same target throws (reported when that is unclear).
SPLIT: dict[tuple[str, int], str] = {
    # 501: a piece of the offline engine is not installed (run setup; DESIGN's "not configured").
    # 503 stays `model_missing`: a registered model's file has gone (README documents 503 model_missing).
    ("model_missing", 501): "model_not_installed",
}

# Codes that only tests threw (to fail a test, or as a fake provider's error): in files under Tests/
# they become real codes, and string literals of the old name in those files follow. Their old
# statuses were arbitrary, so they are not checked against the table.
RENAME_IN_TESTS: dict[str, str] = {
    "bad_wav": "audio_unreadable",
    "export_failed": "internal_error",
    "provider_error": "provider_unavailable",
}
# The C gate's refusals: `reject(c, 400, "code", …)` and `format_error(context, 503, "code", …)`.
GATE_SOURCES = "Sources/CHTTPGate"
GATE_REFUSAL = re.compile(r'(?:\breject\(\s*c|\bformat_error\([^,;]+),\s*(\d{3}),\s*"([a-z0-9_]+)"')

# The old factories: name → (takes a code argument, fixed code, status).
FACTORIES: dict[str, tuple[bool, str | None, int]] = {
    "badRequest": (True, None, 400),
    "unauthorized": (False, "unauthorized", 401),
    "forbidden": (False, "forbidden", 403),
    "notFound": (False, "not_found", 404),
    "conflict": (True, None, 409),
    "unprocessable": (True, None, 422),
    "notConfigured": (False, "not_configured", 501),
    "badGateway": (True, None, 502),
    "unavailable": (False, "unavailable", 503),
    "gatewayTimeout": (False, "provider_timeout", 504),
}
# OpenAIError's factories answer 400 and 404 on the OpenAI surface whatever the code's native status.
OPENAI_FACTORIES = {"invalid": 400}

ACRONYMS = {
    "api", "cpu", "gguf", "html", "http", "https", "id", "ids", "json", "jpeg", "llm", "mp3", "onnx", "pcm",
    "pem", "sql", "sse", "tls", "uri", "url", "urls", "utf8", "uuid",
}
CODE_RE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def member_name(code: str) -> str:
    """`invalid_json` → `invalidJSON`, `model_missing` → `modelMissing`."""
    parts = code.split("_")
    out = [parts[0]]
    for part in parts[1:]:
        out.append(part.upper() if part in ACRONYMS else part[:1].upper() + part[1:])
    return "".join(out)


# MARK: - Lexing


def lex(src: str) -> str:
    """One character per source character: 'c' code, 's' string literal, 'm' comment.

    Code inside an interpolation `\\( … )` is 'c' (its delimiters are 's'), so counting parentheses over
    'c' characters stays balanced.
    """
    n = len(src)
    mask = ["c"] * n
    # Stack of ("code", depth) and ("str", hashes, multiline).
    stack: list[tuple] = [("code", 0)]
    i = 0
    while i < n:
        top = stack[-1]
        ch = src[i]
        if top[0] == "code":
            if src.startswith("//", i):
                j = src.find("\n", i)
                j = n if j < 0 else j
                for k in range(i, j):
                    mask[k] = "m"
                i = j
                continue
            if src.startswith("/*", i):
                depth, j = 0, i
                while j < n:
                    if src.startswith("/*", j):
                        depth += 1
                        j += 2
                    elif src.startswith("*/", j):
                        depth -= 1
                        j += 2
                        if depth == 0:
                            break
                    else:
                        j += 1
                for k in range(i, min(j, n)):
                    mask[k] = "m"
                i = j
                continue
            if ch == "#" or ch == '"':
                j = i
                while j < n and src[j] == "#":
                    j += 1
                hashes = j - i
                if j < n and src[j] == '"':
                    multiline = src.startswith('"""', j)
                    end = j + (3 if multiline else 1)
                    for k in range(i, end):
                        mask[k] = "s"
                    stack.append(("str", hashes, multiline))
                    i = end
                    continue
                i = j if hashes else i + 1
                continue
            if ch == "(":
                stack[-1] = ("code", top[1] + 1)
            elif ch == ")":
                if top[1] == 0 and len(stack) > 1:
                    mask[i] = "s"  # closes an interpolation
                    stack.pop()
                    i += 1
                    continue
                stack[-1] = ("code", top[1] - 1)
            i += 1
            continue
        # Inside a string literal.
        _, hashes, multiline = top
        mask[i] = "s"
        if ch == "\\" and src.startswith("#" * hashes, i + 1):
            j = i + 1 + hashes
            if j < n and src[j] == "(":
                for k in range(i, j + 1):
                    mask[k] = "s"
                stack.append(("code", 0))
                i = j + 1
                continue
            if hashes == 0 or j > i + 1:
                for k in range(i, min(j + 1, n)):
                    mask[k] = "s"
                i = j + 1
                continue
        closer = ('"""' if multiline else '"') + "#" * hashes
        if src.startswith(closer, i):
            for k in range(i, i + len(closer)):
                mask[k] = "s"
            stack.pop()
            i += len(closer)
            continue
        i += 1
    return "".join(mask)


def matching_paren(src: str, mask: str, open_at: int) -> int:
    """Index of the `)` closing the `(` at `open_at`, or -1."""
    depth = 0
    for i in range(open_at, len(src)):
        if mask[i] != "c":
            continue
        ch = src[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return i if ch == ")" else -1
    return -1


@dataclass
class Arg:
    label: str | None
    value: str  # stripped text of the value
    start: int  # absolute span of the whole argument (label included), stripped
    end: int


def split_args(src: str, mask: str, open_at: int, close_at: int) -> list[Arg]:
    args: list[Arg] = []
    depth = 0
    piece_start = open_at + 1
    bounds: list[tuple[int, int]] = []
    for i in range(open_at + 1, close_at):
        if mask[i] != "c":
            continue
        ch = src[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            bounds.append((piece_start, i))
            piece_start = i + 1
    bounds.append((piece_start, close_at))
    for a, b in bounds:
        text = src[a:b]
        if not text.strip():
            continue
        lead = len(text) - len(text.lstrip())
        trail = len(text.rstrip())
        s, e = a + lead, a + trail
        body = src[s:e]
        m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)", body)
        if m and mask[s + m.end() - 1] == "c":
            value = body[m.end():].strip()
            args.append(Arg(m.group(1), value, s, e))
        else:
            args.append(Arg(None, body, s, e))
    return args


def plain_string(text: str) -> str | None:
    m = re.fullmatch(r'"([^"\\]*)"', text.strip())
    return m.group(1) if m else None


def line_of(src: str, index: int) -> int:
    return src.count("\n", 0, index) + 1


# MARK: - Catalogue and table


@dataclass
class Catalogue:
    members: dict[str, str]  # code → member
    statuses: dict[str, int]  # code → status (from the table)
    catalogue_src: str
    table_src: str
    added: list[tuple[str, int, str]] = field(default_factory=list)  # code, status, first site

    @staticmethod
    def load(root: str, allow_missing: bool = False) -> "Catalogue":
        if allow_missing and not os.path.exists(os.path.join(root, CATALOGUE)):
            return Catalogue({}, {}, "", "")
        try:
            with open(os.path.join(root, CATALOGUE), encoding="utf-8") as f:
                cat = f.read()
            with open(os.path.join(root, TABLE), encoding="utf-8") as f:
                table = f.read()
        except OSError as error:
            fail(f"cannot read the catalogue or the table: {error}")
        members = {}
        for m in re.finditer(r'static let (\w+) = ErrorCode\(\s*"([a-z0-9_]+)"', cat):
            if m.group(2) in members:
                fail(f"{CATALOGUE}: code {m.group(2)} is declared twice")
            members[m.group(2)] = m.group(1)
        by_member = {v: k for k, v in members.items()}
        statuses = {}
        for m in re.finditer(r"^\s*\.(\w+):\s*(\d{3}),", table, re.M):
            code = by_member.get(m.group(1))
            if code is None:
                fail(f"{TABLE}: .{m.group(1)} is not in the catalogue")
            statuses[code] = int(m.group(2))
        all_list = re.search(r"static let all: \[ErrorCode\] = \[(.*?)\]", cat, re.S)
        if all_list is None:
            fail(f"{CATALOGUE}: no `static let all: [ErrorCode] = [...]`")
        listed = set(re.findall(r"\.(\w+)", all_list.group(1)))
        missing = sorted(set(members.values()) - listed)
        if missing:
            fail(f"{CATALOGUE}: not in `all`: {', '.join(missing)}")
        return Catalogue(members, statuses, cat, table)

    def member(self, code: str) -> str:
        return self.members[code]

    def add(self, code: str, status: int, site: str) -> None:
        member = member_name(code)
        if member in self.members.values():
            fail(f"code {code} would be .{member}, which the catalogue already uses for another code")
        self.members[code] = member
        self.statuses[code] = status
        self.added.append((code, status, site))

    def rendered(self) -> tuple[str, str]:
        """The catalogue and table sources with the added codes inserted before the markers."""
        cat, table = self.catalogue_src, self.table_src
        if not self.added:
            return cat, table
        decls = "".join(
            f'  public static let {self.members[c]} = ErrorCode(\n    "{c}", "{SENTENCE_TODO}")\n'
            for c, _, _ in self.added)
        cat = insert_before_marker(cat, "// codemod: new codes above", decls, CATALOGUE)
        listing = "".join(f"    .{self.members[c]},\n" for c, _, _ in self.added)
        cat = insert_before_marker(cat, "// codemod: new entries of all above", listing, CATALOGUE)
        rows = "".join(f"    .{self.members[c]}: {s},\n" for c, s, _ in self.added)
        table = insert_before_marker(table, "// codemod: new rows above", rows, TABLE)
        return cat, table


def insert_before_marker(src: str, marker: str, text: str, name: str) -> str:
    at = src.find(marker)
    if at < 0:
        fail(f"{name}: marker `{marker}` is missing")
    line_start = src.rfind("\n", 0, at) + 1
    return src[:line_start] + text + src[line_start:]


def fail(message: str) -> None:
    print(f"error-catalogue-codemod: {message}", file=sys.stderr)
    sys.exit(2)


# MARK: - Package targets


@dataclass
class Targets:
    sees_http: dict[str, bool]  # target directory → depends (transitively) on VisorHTTP
    below: dict[str, set[str]]  # target directory → directories of the library targets it builds on


def read_targets(root: str) -> Targets:
    """The targets of Package.swift by directory (`Sources/X`, `Tests/Y`)."""
    try:
        with open(os.path.join(root, "Package.swift"), encoding="utf-8") as f:
            src = f.read()
    except OSError:
        return Targets({}, {})
    mask = lex(src)
    deps: dict[str, list[str]] = {}
    paths: dict[str, str] = {}
    for m in re.finditer(r"\.(target|testTarget|executableTarget)\s*\(", src):
        close = matching_paren(src, mask, m.end() - 1)
        if close < 0:
            continue
        body = src[m.end():close]
        name = re.search(r'name:\s*"([^"]+)"', body)
        if not name:
            continue
        listed = re.search(r"dependencies:\s*\[(.*?)\]", body, re.S)
        deps[name.group(1)] = re.findall(r'"([^"]+)"', listed.group(1)) if listed else []
        path = re.search(r'path:\s*"([^"]+)"', body)
        kind = "Tests" if m.group(1) == "testTarget" else "Sources"
        paths[name.group(1)] = path.group(1) if path else f"{kind}/{name.group(1)}"

    def sees(name: str, seen: set[str]) -> bool:
        if name == "VisorHTTP":
            return True
        if name in seen:
            return False
        seen.add(name)
        return any(sees(d, seen) for d in deps.get(name, []))

    def closure(name: str, seen: set[str]) -> set[str]:
        for d in deps.get(name, []):
            if d not in seen and d in paths:
                seen.add(d)
                closure(d, seen)
        return seen

    tests = {n for n in paths if paths[n].startswith("Tests/")}
    return Targets(
        {paths[n]: sees(n, set()) for n in deps},
        {paths[n]: {paths[d] for d in closure(n, set()) if d not in tests} | ({paths[n]} if n not in tests else set())
         for n in deps})


# MARK: - Rewriting one file


@dataclass
class Site:
    path: str
    line: int
    code: str
    status: int | None
    surface: str = "native"  # "openai" for OpenAIError's fixed statuses


@dataclass
class Edit:
    start: int
    end: int
    text: str


@dataclass
class FileResult:
    path: str
    src: str
    edits: list[Edit] = field(default_factory=list)
    sites: list[Site] = field(default_factory=list)
    manual: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    needs_http_import: bool = False
    converted: int = 0
    target: str = ""
    pending_status_checks: list[tuple[str, int, str]] = field(default_factory=list)


KEYWORDS_BEFORE_EXPR = {"return", "throw", "try", "await", "in", "else", "case", "where", "is", "as"}


def implicit_member_context(src: str, mask: str, dot: int) -> bool:
    """True when `.name(` at `dot` is an implicit member expression (not `x.name(` or a pattern)."""
    j = dot - 1
    while j >= 0 and src[j] in " \t\r\n":
        j -= 1
    if j < 0:
        return True
    if j == dot - 1 and (src[j].isalnum() or src[j] in "_)]}?!>\"'"):
        return False  # member access on an expression
    if src[j].isalnum() or src[j] == "_":
        k = j
        while k >= 0 and (src[k].isalnum() or src[k] == "_"):
            k -= 1
        word = src[k + 1:j + 1]
        return word in KEYWORDS_BEFORE_EXPR and word != "case"
    return src[j] in "(,:=[{?&|<>+-*/"


def retry_after_from_headers(text: str) -> tuple[str, str] | None:
    """`[("Retry-After", "5")]` → ("retryAfter", "5"); None when the shape is not understood."""
    t = text.strip()
    m = re.fullmatch(r'\[\s*\(\s*"Retry-After"\s*,\s*"(\d+)"\s*\)\s*\]', t)
    if m:
        return ("retryAfter", m.group(1))
    m = re.fullmatch(r'\[\s*\(\s*"Retry-After"\s*,\s*String\((.*)\)\s*\)\s*\]', t, re.S)
    if m and balanced(m.group(1)):
        return ("retryAfter", m.group(1).strip())
    m = re.fullmatch(
        r'(.+?)\.map\s*\{\s*\[\s*\(\s*"Retry-After"\s*,\s*String\((.*)\)\s*\)\s*\]\s*\}\s*\?\?\s*\[\s*\]', t, re.S)
    if m and balanced(m.group(2)):
        inner = m.group(2).strip()
        base = m.group(1).strip()
        return ("retryAfter", base if inner == "$0" else f"{base}.map {{ {inner} }}")
    return None


def balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += ch in "(["
        depth -= ch in ")]"
        if depth < 0:
            return False
    return depth == 0


def allow_from_headers(text: str, src: str, before: int) -> str | None:
    """`[("Allow", list)]` with `let list = X.joined(separator: ", ")` earlier → `X`."""
    m = re.fullmatch(r'\[\s*\(\s*"Allow"\s*,\s*(.+?)\s*\)\s*\]', text.strip(), re.S)
    if not m:
        return None
    value = m.group(1).strip()
    j = re.fullmatch(r'(.+)\.joined\(separator:\s*", "\)', value, re.S)
    if j:
        return j.group(1).strip()
    if IDENT.fullmatch(value):
        defs = list(re.finditer(
            rf"\blet {re.escape(value)}\s*=\s*(.+?)\.joined\(separator:\s*\", \"\)\s*$", src[:before], re.M))
        if defs:
            return defs[-1].group(1).strip()
    return None


def rewrite_file(
    path: str, src: str, target: str, sees_http: bool, cat: Catalogue, codes_seen: dict, thrown: dict,
    helpers: set[str],
) -> FileResult:
    r = FileResult(path, src)
    r.target = target
    mask = lex(src)
    # Codes this target already throws in the catalogue form (to tell split codes apart).
    for m in re.finditer(r"(?<![A-Za-z0-9_.])VisorError\s*\(\s*\.(\w+)", src):
        if mask[m.start()] == "c":
            thrown.setdefault(target, set()).add("." + m.group(1))
    in_http = target.rstrip("/").endswith("/VisorHTTP")
    in_tests = path.startswith("Tests/")
    imports_http = in_http or re.search(r"^\s*(@testable\s+)?import VisorHTTP\b", src, re.M) is not None
    mentions_errors = re.search(r"\b(VisorError|HTTPStatusError|OpenAIError)\b", src) is not None or any(
        re.search(rf"\b{re.escape(h)}\s*[({{]", src) for h in helpers)

    def where(i: int) -> str:
        return f"{path}:{line_of(src, i)}"

    def record(i: int, code: str, status: int | None, surface: str = "native") -> str:
        if in_tests and code in RENAME_IN_TESTS:
            r.notes.append(f"{where(i)}: the test-only code {code} is now {RENAME_IN_TESTS[code]}")
            code, status = RENAME_IN_TESTS[code], None
        code = SPLIT.get((code, status), code) if surface == "native" and status is not None else code
        r.sites.append(Site(path, line_of(src, i), code, status, surface))
        codes_seen.setdefault(code, []).append((status, where(i), surface))
        thrown.setdefault(target, set()).add(code)
        return code

    def new_call(code: str, message: str | None, extras: list[str]) -> str:
        parts = [f".{{{code}}}"]  # member filled in after the catalogue knows every code
        if message is not None:
            parts.append(message)
        parts.extend(extras)
        return "VisorError(" + ", ".join(parts) + ")"

    taken: list[tuple[int, int]] = []

    def overlaps(a: int, b: int) -> bool:
        return any(a < y and x < b for x, y in taken)

    # 1. `VisorError(status: N, code: "c", message: M[, headers: H])`
    for m in re.finditer(r"(?<![A-Za-z0-9_.])VisorError\s*\(", src):
        if mask[m.start()] != "c":
            continue
        open_at = m.end() - 1
        close = matching_paren(src, mask, open_at)
        if close < 0:
            r.manual.append(f"{where(m.start())}: VisorError( without a closing parenthesis")
            continue
        args = split_args(src, mask, open_at, close)
        labels = [a.label for a in args]
        if "status" not in labels:
            continue  # already the catalogue form (or not a construction)
        by = {a.label: a for a in args}
        status_text = by["status"].value
        code_text = by.get("code").value if "code" in by else ""
        code = plain_string(code_text)
        unknown = [x for x in labels if x not in ("status", "code", "message", "headers")]
        if not re.fullmatch(r"\d{3}", status_text) or code is None or not CODE_RE.fullmatch(code) or unknown \
                or "message" not in by:
            r.manual.append(
                f"{where(m.start())}: VisorError(status: {status_text}, code: {code_text or '?'}, …) — the status "
                "or code is not a literal; choose the catalogue code by hand")
            continue
        extras: list[str] = []
        if "headers" in by:
            header = by["headers"].value
            retry = retry_after_from_headers(header)
            allow = None if retry else allow_from_headers(header, src, m.start())
            if retry:
                extras.append(f"retryAfter: {retry[1]}")
            elif allow:
                extras.append(f"allowedMethods: {allow}")
            elif re.fullmatch(r"\[\s*\]", header.strip()):
                pass
            else:
                r.manual.append(
                    f"{where(m.start())}: headers {header!r} are not Retry-After or Allow in a known shape; set "
                    "retryAfter: or allowedMethods: by hand")
                continue
        code = record(m.start(), code, int(status_text))
        r.edits.append(Edit(m.start(), close + 1, new_call(code, by["message"].value, extras)))
        taken.append((m.start(), close + 1))
        r.converted += 1

    # 2. Factories: `VisorError.badRequest("c", m)` and implicit `.badRequest("c", m)`.
    names = "|".join(FACTORIES)
    for m in re.finditer(rf"(?<![A-Za-z0-9_])(VisorError\s*)?\.({names})\s*\(", src):
        start = m.start()
        if mask[start] != "c" or overlaps(start, m.end()):
            continue
        explicit = m.group(1) is not None
        dot = m.start(2) - 1
        if not explicit and not implicit_member_context(src, mask, dot):
            continue
        takes_code, fixed, status = FACTORIES[m.group(2)]
        open_at = m.end() - 1
        close = matching_paren(src, mask, open_at)
        if close < 0:
            continue
        args = split_args(src, mask, open_at, close)
        extras = []
        if takes_code:
            code = plain_string(args[0].value) if len(args) == 2 and args[0].label is None else None
            if len(args) != 2 or args[0].label is not None or args[1].label is not None:
                if explicit:
                    r.manual.append(f"{where(start)}: VisorError.{m.group(2)} with unexpected arguments")
                continue
            if code is None or not CODE_RE.fullmatch(code):
                r.manual.append(
                    f"{where(start)}: .{m.group(2)}({args[0].value}, …) — the code is not a literal; choose "
                    "the catalogue code by hand")
                continue
            message = args[1].value
        else:
            code = fixed
            if not args or args[0].label is not None:
                continue
            rest = args[1:]
            if m.group(2) == "unavailable" and len(rest) == 1 and rest[0].label == "retryAfter":
                extras.append(f"retryAfter: {rest[0].value}")
            elif rest:
                if explicit:
                    r.manual.append(f"{where(start)}: VisorError.{m.group(2)} with unexpected arguments")
                continue
            if re.match(r"(let|var)\b", args[0].value):
                continue  # a pattern (`case .notFound(let message)`), not a construction
            message = args[0].value
        code = record(start, code, status)
        r.edits.append(Edit(start, close + 1, new_call(code, message, extras)))
        taken.append((start, close + 1))
        r.converted += 1

    # 3. OpenAIError factories and initialiser: `code: "c"` → `code: .c`.
    for m in re.finditer(r"(?<![A-Za-z0-9_])(OpenAIError\s*)?\.(invalid)\s*\(|(?<![A-Za-z0-9_.])OpenAIError\s*\(", src):
        start = m.start()
        if mask[start] != "c" or overlaps(start, m.end()):
            continue
        if m.group(2) and m.group(1) is None and not implicit_member_context(src, mask, m.start(2) - 1):
            continue
        if m.group(2) and m.group(1) is None and "OpenAIError" not in src:
            continue
        open_at = m.end() - 1
        close = matching_paren(src, mask, open_at)
        if close < 0:
            continue
        args = split_args(src, mask, open_at, close)
        status = OPENAI_FACTORIES["invalid"] if m.group(2) else None
        for a in args:
            if a.label == "status" and re.fullmatch(r"\d{3}", a.value):
                status = int(a.value)
        for a in args:
            if a.label != "code":
                continue
            code = plain_string(a.value)
            if code is None:
                continue
            record(start, code, status, "openai")
            r.edits.append(Edit(a.start, a.end, f"code: .{{{code}}}"))
            taken.append((a.start, a.end))
            r.converted += 1
        if m.group(2) and not any(a.label == "code" for a in args):
            record(start, "invalid_value", status, "openai")

    # 4. Comparisons of an error's code with a string literal.
    if mentions_errors:
        for m in re.finditer(r'(\.code\s*(?:==|!=)\s*)"([a-z0-9_]+)"', src):
            if mask[m.start()] != "c" or overlaps(m.start(), m.end()):
                continue
            code = m.group(2)
            if not CODE_RE.fullmatch(code):
                continue
            codes_seen.setdefault(code, [])
            r.edits.append(Edit(m.start(), m.end(), f"{m.group(1)}.{{?{code}}}"))
            taken.append((m.start(), m.end()))
            r.converted += 1

    # 5. Status, header and protocol reads on errors where VisorHTTP is out of reach.
    if mentions_errors:
        bound = error_names(src, helpers)
        for m in re.finditer(r"(?<![A-Za-z0-9_.])([A-Za-z_][A-Za-z0-9_]*)(\??)\.status\b", src):
            name = m.group(1)
            if mask[m.start()] != "c" or name not in bound or overlaps(m.start(), m.end()):
                continue
            if sees_http:
                if not imports_http and in_tests:
                    r.needs_http_import = True
                elif not imports_http:
                    r.manual.append(
                        f"{where(m.start())}: reads {name}{m.group(2)}.status without importing VisorHTTP; compare "
                        f"{name}.code with a catalogue code instead")
                continue
            handled = rewrite_status_assertion(src, mask, m, r, taken) or infer_status_comparison(
                src, mask, m, r, taken)
            if not handled:
                r.manual.append(
                    f"{where(m.start())}: reads {name}{m.group(2)}.status below the HTTP layer; compare "
                    f"{name}.code with a catalogue code instead")
        # `error.headers` reads on a VisorError become its neutral `retryAfter`.
        receiver = r'(?<![A-Za-z0-9_.])([A-Za-z_][A-Za-z0-9_]*)(\??)\.headers\.'
        retry = r'\s*\{\s*\$0\.0\s*==\s*"Retry-After"\s*\}'
        for pattern, replacement in [
            (receiver + "contains" + retry + r"(\s*==\s*true)?", lambda m: ".retryAfter != nil"),
            (receiver + "first" + retry + r'\?\.1\s*==\s*"(\d+)"', lambda m: f".retryAfter == {m.group(3)}"),
        ]:
            for m in re.finditer(pattern, src):
                if mask[m.start()] != "c" or m.group(1) not in bound or sees_http or overlaps(m.start(), m.end()):
                    continue
                r.edits.append(Edit(m.start(), m.end(), f"{m.group(1)}{m.group(2)}{replacement(m)}"))
                taken.append((m.start(), m.end()))
                r.converted += 1
        if not imports_http:
            for m in re.finditer(r"\b(as\??\s+)?(any\s+)?HTTPStatusError\b", src):
                if mask[m.start()] != "c" or overlaps(m.start(), m.end()):
                    continue
                r.edits.append(Edit(m.start(), m.end(), (m.group(1) or "") + "VisorError"))
                taken.append((m.start(), m.end()))
                r.converted += 1

    # 6. Doc comments that tell a status: "Throws `VisorError` 409 `username_taken`".
    for m in re.finditer(
            r"(`+VisorError`+|VisorError)( )(\d{3})((?: |\n[ \t]*///[ \t]*)`+([a-z0-9_]+)`+"
            r"((?:,| or| and) `+[a-z0-9_]+`+)*)?", src):
        if mask[m.start()] != "m" or overlaps(m.start(), m.end()):
            continue
        code = m.group(5)
        status = int(m.group(3))
        if code:
            listed = m.group(4)
            for c in re.findall(r"`+([a-z0-9_]+)`+", listed):
                codes_seen.setdefault(c, [])
            listed = re.sub(r"`+([a-z0-9_]+)`+", lambda c: f"`.{{?{c.group(1)}}}`", listed)
            r.edits.append(Edit(m.start(), m.end(), f"{m.group(1)}{listed}"))
        else:
            fixed = {FACTORIES[f][2]: FACTORIES[f][1] for f in FACTORIES if FACTORIES[f][1]}.get(status)
            if fixed is None:
                r.manual.append(f"{where(m.start())}: a comment gives VisorError the status {status}; name the code")
                continue
            r.edits.append(Edit(m.start(), m.end(), f"{m.group(1)} `.{{{fixed}}}`"))
        taken.append((m.start(), m.end()))
        r.converted += 1
    if in_tests:
        for old, new in RENAME_IN_TESTS.items():
            for m in re.finditer(rf'"{old}"', src):
                if mask[m.start()] == "s" and (m.start() == 0 or mask[m.start() - 1] != "s") \
                        and not overlaps(m.start(), m.end()):
                    r.edits.append(Edit(m.start(), m.end(), f'"{new}"'))
                    taken.append((m.start(), m.end()))
                    r.converted += 1
    # Below the HTTP layer: "Throws: 400 `empty_text`, 503 `worker_restarting`" → "Throws: `.emptyText`,
    # `.workerRestarting`" (route comments keep their statuses: routes know them).
    for m in re.finditer(r"(?<![\w.`])(\d{3}) `+([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+)`+", src):
        code = m.group(2)
        known = code in cat.members or code in codes_seen or any(old == code for old, _ in SPLIT)
        if mask[m.start()] != "m" or overlaps(m.start(), m.end()) or not known or sees_http:
            continue
        r.edits.append(Edit(m.start(), m.end(), f"`.{{?{code}}}`"))
        taken.append((m.start(), m.end()))
        r.converted += 1
    for m in re.finditer(r"\b(a|an|the) (\d{3})(-style)? (`+[a-z0-9_]+`+ )?`*(VisorError|HTTPStatusError)\b", src):
        if mask[m.start()] == "m" and not overlaps(m.start(), m.end()):
            r.manual.append(f"{where(m.start())}: a comment gives an error the status {m.group(2)}; name the code")
            taken.append((m.start(), m.end()))
    if not sees_http and not in_tests:
        for m in re.finditer(
                r"\b(?:[Tt]hrows?:?|[Ff]ails? with|gives|answers?|to)\s+(?:a\s+|an\s+|the\s+)?(?:[\w']+\s+)?([45]\d\d)\b"
                r"(?!\s*(?:ms|s|px|bytes|characters))", src):
            if mask[m.start()] == "m" and not overlaps(m.start(), m.end()):
                r.manual.append(
                    f"{where(m.start())}: a comment below the HTTP layer names the status {m.group(1)}; name the code")
    return r


ERROR_HELPER = re.compile(r"\bfunc (\w+)\s*(?:<[^>]*>)?\([^)]*\)[^{]*->\s*(?:VisorError|any HTTPStatusError)\??\s*\{")


def error_helpers(sources: dict[str, str]) -> set[str]:
    """Functions anywhere in the tree that return a VisorError (such as a test's `visorError { … }`)."""
    return {m.group(1) for src in sources.values() for m in ERROR_HELPER.finditer(src)}


def error_names(src: str, helpers: set[str]) -> set[str]:
    """Names bound to a VisorError (or an HTTPStatusError) in this file."""
    names = {"error"}
    for m in re.finditer(r"\blet (\w+) as \??(any )?(VisorError|HTTPStatusError)\b", src):
        names.add(m.group(1))
    for m in re.finditer(r"\b(?:let|var) (\w+)\s*(?::\s*(?:VisorError|any HTTPStatusError)\??\s*)?=\s*"
                         r"(?:await\s+)?#expect\(throws:\s*VisorError\.self", src):
        names.add(m.group(1))
    for m in re.finditer(r"\b(?:let|var) (\w+)\s*:\s*(VisorError|any HTTPStatusError)\??", src):
        names.add(m.group(1))
    for helper in helpers:
        for b in re.finditer(rf"\b(?:let|var) (\w+) = (?:try\s+)?(?:await\s+)?{re.escape(helper)}\s*[({{]", src):
            names.add(b.group(1))
    return names


def rewrite_status_assertion(src: str, mask: str, m: re.Match, r: FileResult, taken: list) -> bool:
    """`#expect(E.status == N)` next to `#expect(E.code == "c")` is implied by the code: drop the line."""
    name, optional = m.group(1), m.group(2)
    line_start = src.rfind("\n", 0, m.start()) + 1
    line_end = src.find("\n", m.end())
    line_end = len(src) if line_end < 0 else line_end
    line = src[line_start:line_end]
    full = re.fullmatch(
        rf"\s*#expect\(\s*{re.escape(name)}{re.escape(optional)}\.status\s*==\s*(\d{{3}})\s*(,[^)]*)?\)\s*", line)
    if not full:
        return False
    status = int(full.group(1))
    # The code assertion on the same name within three lines either side.
    lines = src.split("\n")
    here = src.count("\n", 0, line_start)
    for k in range(max(0, here - 3), min(len(lines), here + 4)):
        c = re.search(rf"\b{re.escape(name)}\??\.code\s*==\s*(?:\"([a-z0-9_]+)\"|\.(\w+))", lines[k])
        if c:
            code = c.group(1) or c.group(2)
            r.notes.append(
                f"{r.path}:{here + 1}: dropped `#expect({name}{optional}.status == {status})`: the code "
                f"assertion on line {k + 1} decides the status ({code})")
            r.pending_status_checks.append((code, status, f"{r.path}:{here + 1}"))
            r.edits.append(Edit(line_start, min(line_end + 1, len(src)), ""))
            taken.append((line_start, line_end + 1))
            r.converted += 1
            return True
    return False


def infer_status_comparison(src: str, mask: str, m: re.Match, r: FileResult, taken: list) -> bool:
    """`E.status == N` → `E.code == .c` when exactly one code with status N is thrown below (decided
    when edits are applied; reported when it is not one code)."""
    rest = re.match(r"\s*==\s*(\d{3})\b", src[m.end():])
    if not rest:
        return False
    end = m.end() + rest.end()
    if overlaps_any(taken, m.start(), end):
        return False
    r.edits.append(Edit(m.start(), end, f"{m.group(1)}{m.group(2)}.code == .{{={rest.group(1)}}}"))
    taken.append((m.start(), end))
    r.converted += 1
    return True


def overlaps_any(taken: list, a: int, b: int) -> bool:
    return any(a < y and x < b for x, y in taken)


# MARK: - Driver


def swift_files(root: str) -> list[str]:
    out = []
    for top in ("Sources", "Tests"):
        for base, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(".swift"):
                    out.append(os.path.relpath(os.path.join(base, name), root))
    return out


def target_key(path: str, targets: dict[str, bool]) -> str:
    """The target directory holding `path` (the longest matching prefix), or the top two path parts."""
    best = ""
    for prefix in targets:
        if (path + "/").startswith(prefix.rstrip("/") + "/") and len(prefix) > len(best):
            best = prefix
    return best or "/".join(path.split("/")[:2])


def resolve_statuses(cat: Catalogue, codes_seen: dict) -> list[str]:
    """Checks every code against the table and adds the new ones; returns the conflicts."""
    conflicts = []
    for code in sorted(codes_seen):
        uses = codes_seen[code]
        native = sorted({s for s, _, surface in uses if surface == "native" and s is not None})
        openai = sorted({s for s, _, surface in uses if surface == "openai" and s is not None})
        decided = DECIDED.get(code)
        if code in cat.statuses:
            table = cat.statuses[code]
            allowed = decided[1] if decided else {table}
            bad = [s for s in native if s not in allowed and s != table]
            if bad:
                sites = ", ".join(w for s, w, surface in uses if surface == "native" and s in bad)
                conflicts.append(f"{code}: the table says {table}, but {sites} use {bad}")
            continue
        first = next((w for _, w, _ in uses), "a comparison")
        if len(native) > 1:
            if decided and set(native) <= decided[1]:
                cat.add(code, decided[0], first)
                continue
            sites = "; ".join(f"{s} at {w}" for s, w, surface in uses if surface == "native")
            conflicts.append(f"{code} is used with {len(native)} statuses: {sites}")
            continue
        if native:
            cat.add(code, native[0], first)
        elif openai:
            cat.add(code, openai[0], first)
        else:
            conflicts.append(f"{code} is compared with ({first}) but never thrown, and it is not in the catalogue")
    return conflicts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=".", help="repository root (default: the current directory)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if anything would change")
    parser.add_argument("--inventory", action="store_true", help="print every code in use and its statuses")
    parser.add_argument("--no-format", action="store_true", help="do not run `swift format` on changed files")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    options = parser.parse_args()
    root = options.root

    cat = Catalogue.load(root, allow_missing=options.inventory)
    targets = read_targets(root)
    codes_seen: dict[str, list] = {}
    thrown: dict[str, set[str]] = {}
    results = []
    sources = {}
    for path in swift_files(root):
        if path not in SKIP:
            with open(os.path.join(root, path), encoding="utf-8") as f:
                sources[path] = f.read()
    helpers = error_helpers(sources)
    for path, src in sources.items():
        target = target_key(path, targets.sees_http)
        results.append(rewrite_file(
            path, src, target, targets.sees_http.get(target, False), cat, codes_seen, thrown, helpers))

    gate_dir = os.path.join(root, GATE_SOURCES)
    for name in sorted(os.listdir(gate_dir)) if os.path.isdir(gate_dir) else []:
        if not name.endswith(".c"):
            continue
        with open(os.path.join(gate_dir, name), encoding="utf-8") as f:
            c_src = f.read()
        for m in GATE_REFUSAL.finditer(c_src):
            where = f"{GATE_SOURCES}/{name}:{line_of(c_src, m.start())}"
            codes_seen.setdefault(m.group(2), []).append((int(m.group(1)), where, "native"))

    conflicts = resolve_statuses(cat, codes_seen)
    for r in results:
        for code, status, where in r.pending_status_checks:
            code = next((c for c, mem in cat.members.items() if mem == code), code)
            if cat.statuses.get(code) not in (status, None):
                conflicts.append(
                    f"{where}: asserts status {status} for {code}, but the table says {cat.statuses[code]}")

    if options.inventory:
        for code in sorted(codes_seen):
            uses = codes_seen[code]
            statuses = sorted({(surface, s) for s, _, surface in uses if s is not None})
            table = cat.statuses.get(code)
            print(f"{code}\t{table if table else '-'}\t{statuses}\t{len(uses)} sites")
    if conflicts:
        print("error-catalogue-codemod: codes with conflicting statuses (nothing written):", file=sys.stderr)
        for line in conflicts:
            print(f"  {line}", file=sys.stderr)
        print("Decide each by hand: give one code one status in " + TABLE +
              " (and in DECIDED in this script), or split the code.", file=sys.stderr)
        return 2

    changed = []
    for r in results:
        if not r.edits and not r.needs_http_import:
            continue
        text = apply_edits(r, cat, thrown, targets)
        if r.needs_http_import:
            text = add_import(text, "VisorHTTP")
        if text != r.src:
            changed.append((r.path, text))
    catalogue_text, table_text = cat.rendered()
    if cat.added:
        changed.append((CATALOGUE, catalogue_text))
        changed.append((TABLE, table_text))

    report = {
        "converted": sum(r.converted for r in results),
        "files": [p for p, _ in changed],
        "manual": [line for r in results for line in r.manual],
        "notes": [line for r in results for line in r.notes],
        "added": [{"code": c, "status": s, "member": cat.members[c], "site": w} for c, s, w in cat.added],
    }
    if options.check:
        print_report(report, options.json, dry=True)
        return 1 if changed else 0
    for path, text in changed:
        with open(os.path.join(root, path), "w", encoding="utf-8") as f:
            f.write(text)
    if changed and not options.no_format:
        swift = shutil.which("swift")
        config = os.path.join(root, ".swift-format")
        if swift:
            command = [swift, "format", "-i"]
            if os.path.exists(config):
                command += ["--configuration", config]
            subprocess.run(command + [os.path.join(root, p) for p, _ in changed], check=False)
    print_report(report, options.json, dry=False)
    return 0


class KeepOriginal(Exception):
    pass


def apply_edits(r: FileResult, cat: Catalogue, thrown: dict, targets: Targets) -> str:
    """Applies the edits: `.{code}` becomes the member, `.{?code}` too once a split code is told
    apart, and `.{=N}` the one code with status N thrown by the targets below this one."""
    src = r.src

    def codes_of(target_dirs) -> set[str]:
        out: set[str] = set()
        for t in target_dirs:
            out |= thrown.get(t, set())
        return {c for c in out if not c.startswith(".")} | {
            code for code, member in cat.members.items() if "." + member in out}

    here = codes_of([r.target])
    current = [0]
    below = codes_of(targets.below.get(r.target, set()))

    def member(m: re.Match) -> str:
        if m.group(1) == "=":
            status = int(m.group(2))
            found = sorted(c for c in below if cat.statuses.get(c) == status)
            if len(found) != 1:
                r.manual.append(
                    f"{r.path}:{line_of(src, current[0])}: asserts status {status}, which is "
                    + (" or ".join(found) if found else "no code") + " of the modules below; name the code by hand")
                raise KeepOriginal
            return "." + cat.member(found[0])
        code = m.group(2)
        if m.group(1):
            splits = sorted({new for (old, _), new in SPLIT.items() if old == code})
            if splits:
                present = [c for c in [code] + splits if c in here]
                if len(present) != 1:
                    r.manual.append(
                        f"{r.path}:{line_of(src, current[0])}: compares with `{code}`, which is now {' or '.join([code] + splits)}; this "
                        "target throws " + (" and ".join(present) if present else "neither") + " — choose by hand")
                    return "." + cat.member(code)
                code = present[0]
        return "." + cat.member(code)

    out = []
    at = 0
    for e in sorted(edits_of(r), key=lambda e: e.start):
        if e.start < at:
            continue  # overlapping edit (an inner match of one already rewritten)
        out.append(src[at:e.start])
        current[0] = e.start
        try:
            out.append(re.sub(r"\.\{([?=])?([a-z0-9_]+)\}", member, e.text))
        except KeepOriginal:
            out.append(src[e.start:e.end])
        at = e.end
    out.append(src[at:])
    return "".join(out)


def edits_of(r: FileResult) -> list[Edit]:
    return r.edits


def add_import(src: str, module: str) -> str:
    imports = list(re.finditer(r"^(@testable )?import (\w+)\s*$", src, re.M))
    if not imports:
        return f"import {module}\n" + src
    for m in imports:
        if m.group(2) > module and not m.group(1):
            return src[:m.start()] + f"import {module}\n" + src[m.start():]
    last = imports[-1]
    return src[:last.end()] + f"\nimport {module}" + src[last.end():]


def print_report(report: dict, as_json: bool, dry: bool) -> None:
    if as_json:
        print(json.dumps(report, indent=2))
        return
    verb = "would convert" if dry else "converted"
    print(f"error-catalogue-codemod: {verb} {report['converted']} sites in {len(report['files'])} files")
    for added in report["added"]:
        print(f"  added .{added['member']} ({added['code']}, {added['status']}) first used at {added['site']}: "
              "write its sentence in " + CATALOGUE)
    for note in report["notes"]:
        print(f"  note: {note}")
    if report["manual"]:
        print(f"{len(report['manual'])} sites to edit by hand:")
        for line in report["manual"]:
            print(f"  {line}")


if __name__ == "__main__":
    sys.exit(main())
