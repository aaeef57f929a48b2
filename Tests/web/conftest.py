"""Browser tests for the Visor web app: real headless Chromium (Debian's, driven by Playwright) against
a real `visor serve`, with a fake camera (a y4m made from a real photo) and a fake microphone (a WAV of
a spoken question). scripts/test-web.sh starts the server and sets the environment:

  VISOR_WEB_URL        base URL of the running server (http://127.0.0.1:PORT/)
  VISOR_WEB_USERNAME   a user who signs in with a password
  VISOR_WEB_PASSWORD   that user's password
  VISOR_WEB_TOKEN      an API token of that user (for set-up calls and the token sign-in)
  VISOR_BIN            the visor executable (for `visor users code|add` against the same data dir)
  VISOR_DATA_DIR       the server's data dir
  VISOR_FIXTURES       folder with camera.y4m, question.wav, photo.jpg, photo.heic, car.jpg
  VISOR_SCREENSHOT_DIR where screenshots go
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

CACHE = Path(os.environ.get("VISOR_CACHE_DIR", Path.home() / ".cache" / "visor"))
FIXTURES = Path(os.environ.get("VISOR_FIXTURES", CACHE / "fixtures"))
BASE_URL = os.environ.get("VISOR_WEB_URL", "http://127.0.0.1:8080/").rstrip("/") + "/"
USERNAME = os.environ.get("VISOR_WEB_USERNAME", "alice")
PASSWORD = os.environ.get("VISOR_WEB_PASSWORD", "correct-horse-battery")
TOKEN = os.environ.get("VISOR_WEB_TOKEN", "")
SCREENSHOTS = Path(os.environ.get("VISOR_SCREENSHOT_DIR", "artifacts/screenshots"))
CHROMIUM = os.environ.get("VISOR_CHROMIUM", "/usr/bin/chromium")

# The app is served with a Content-Security-Policy without 'unsafe-eval' (issue 23 item 8), and
# Playwright evaluates the string predicates of `wait_for_function` with eval: test contexts bypass the
# policy unless a test asks otherwise (test_csp.py runs the app under it and counts violations).
_new_context = Browser.new_context


# The first-run question "Do you use a screen reader?" (Web/js/voice.js) is answered "Visor's voice"
# for every test context, as a sighted tester would; `ask_reader=True` leaves it unanswered (the tests
# of the question itself and of screen-reader mode).
ANSWER_READER = "if (!localStorage.getItem('visor.reader')) localStorage.setItem('visor.reader', 'visor');"


def _new_context_bypassing_csp(self, *args, ask_reader: bool = False, **kwargs):
    kwargs.setdefault("bypass_csp", True)
    # The app speaks the browser's language before sign-in (issue 27): tests assume English unless
    # they ask for another `locale` (test_languages.py).
    kwargs.setdefault("locale", "en-US")
    context = _new_context(self, *args, **kwargs)
    if not ask_reader:
        context.add_init_script(ANSWER_READER)
    return context


Browser.new_context = _new_context_bypassing_csp

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def media_args(*, fake_ui: bool = True, autoplay_flag: bool = True) -> list[str]:
    """Chromium flags: fake camera and microphone from files; optionally auto-accept permission prompts
    and allow audio without a gesture."""
    args = [
        "--no-sandbox",
        "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={FIXTURES / 'camera.y4m'}",
        f"--use-file-for-fake-audio-capture={FIXTURES / 'question.wav'}",
    ]
    if fake_ui:
        args.append("--use-fake-ui-for-media-stream")
    if autoplay_flag:
        args.append("--autoplay-policy=no-user-gesture-required")
    return args


@pytest.fixture(scope="session")
def playwright_instance():
    for name in ("camera.y4m", "question.wav", "photo.jpg"):
        if not (FIXTURES / name).exists():
            pytest.fail(f"missing fixture {FIXTURES / name}: run scripts/setup-test.sh")
    with sync_playwright() as p:
        yield p


def launch(playwright_instance, **kwargs):
    return playwright_instance.chromium.launch(executable_path=CHROMIUM, args=media_args(**kwargs))


@pytest.fixture(scope="session")
def browser(playwright_instance):
    b = launch(playwright_instance)
    yield b
    b.close()


class ConsoleLog:
    """Console errors, uncaught exceptions and failed responses seen by a page."""

    def __init__(self, page: Page):
        self.errors: list[str] = []
        self.page_errors: list[str] = []
        self.responses: dict[str, int] = {}
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        page.on("response", lambda response: self.responses.__setitem__(response.url, response.status))

    def _console(self, message):
        if message.type != "error":
            return
        url = (message.location or {}).get("url", "")
        self.errors.append(f"{message.text} @ {url}")

    def unexpected(self) -> list[str]:
        """Errors other than the browser's own "Failed to load resource" lines for API answers the app
        handles on purpose (401 before sign-in, 404 for endpoints a server doesn't have, 501 not configured)."""
        out = list(self.page_errors)
        for line in self.errors:
            match = re.match(r"Failed to load resource: the server responded with a status of (\d+).* @ (\S+)", line)
            if match and "/api/" in match.group(2) and int(match.group(1)) in (401, 404, 501):
                continue
            out.append(line)
        return out


# Test instrumentation (injected by the tests, not part of the app): records what each fetch sent,
# because Chromium does not expose multipart bodies with blobs to Playwright.
RECORD_UPLOADS = """
(() => {
  const original = window.fetch;
  window.__sent = [];
  window.fetch = function (input, init = {}) {
    const entry = { url: String(input && input.url || input), method: init.method || 'GET', headers: init.headers || {}, fields: {} };
    if (init.body instanceof FormData) {
      for (const [name, value] of init.body.entries()) {
        entry.fields[name] = value instanceof Blob ? { type: value.type, size: value.size, filename: value.name || '' } : String(value);
      }
    } else if (typeof init.body === 'string') { entry.json = init.body; }
    window.__sent.push(entry);
    return original.apply(this, arguments);
  };
})();
"""


def sent(page: Page, path: str) -> list[dict]:
    """What the app sent to an API path (newest last)."""
    return page.evaluate("(path) => window.__sent.filter((e) => new URL(e.url, location.href).pathname === path)", path)


@pytest.fixture(autouse=True)
def camera_starts_in_describe():
    """Each test starts with the test user's remembered channel at Describe: the camera remembers the
    last mode or channel picked (`defaultMode` in /api/v1/me), so a test that picks Car would
    otherwise start the next one in Car."""
    if TOKEN:
        api("PATCH", "/api/v1/me", {"defaultMode": "describe"})
    yield


@pytest.fixture
def context(browser):
    ctx = browser.new_context(viewport=PHONE, device_scale_factor=2, base_url=BASE_URL)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context):
    p = context.new_page()
    p.add_init_script(RECORD_UPLOADS)
    p.console_log = ConsoleLog(p)
    p.set_default_timeout(20_000)
    yield p


def sign_in(page: Page, username: str = USERNAME, password: str = PASSWORD) -> None:
    """Signs in through the form like a person would, and waits for the camera screen."""
    page.goto(BASE_URL)
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Sign in", exact=True).click()
    page.wait_for_selector(".shutter")


@pytest.fixture
def signed_in(page):
    sign_in(page)
    return page


def screenshot(page: Page, name: str, *, full_page: bool = False) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    width = page.viewport_size["width"] if page.viewport_size else 0
    path = SCREENSHOTS / f"{name}-{width}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


def api(method: str, path: str, body=None, *, token: str = TOKEN):
    """A direct API call with the test user's token (set-up and checks, not the flows under test)."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(BASE_URL.rstrip("/") + path, data=data, method=method)
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    if data is not None:
        request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            raw = response.read()
            return response.status, (json.loads(raw) if raw and "json" in response.headers.get("Content-Type", "") else raw)
    except urllib.error.HTTPError as error:
        raw = error.read()
        try:
            return error.code, json.loads(raw)
        except ValueError:
            return error.code, raw


def visor(*arguments: str, stdin: str | None = None) -> str:
    """Runs the visor CLI against the server's data dir."""
    binary = os.environ.get("VISOR_BIN")
    data_dir = os.environ.get("VISOR_DATA_DIR")
    if not binary or not data_dir:
        pytest.fail("VISOR_BIN and VISOR_DATA_DIR must be set (scripts/test-web.sh sets them)")
    result = subprocess.run(
        [binary, *arguments, "--data-dir", data_dir, "--password-strength", "minimal"],
        input=stdin, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, f"visor {' '.join(arguments)} failed: {result.stderr}"
    return result.stdout
