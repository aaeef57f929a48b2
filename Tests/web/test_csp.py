"""The web app under its own Content-Security-Policy (issue 23 item 8): the other browser tests bypass the
policy (Playwright's `wait_for_function` evaluates strings, which the policy forbids); this one keeps it
and checks that every screen, a photo's answer with its spoken audio and the service worker all work
with no violation, and that an injected inline script does not run."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from conftest import BASE_URL, PHONE, sign_in

# Records every violation the page reports (the init script is the test's, injected by Playwright).
RECORD_VIOLATIONS = """
window.__violations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} @ ${event.sourceFile}:${event.lineNumber}`);
});
"""


def test_the_app_works_under_its_content_security_policy(browser):
    ctx = browser.new_context(viewport=PHONE, base_url=BASE_URL, bypass_csp=False)
    try:
        page = ctx.new_page()
        page.set_default_timeout(30_000)
        page.add_init_script(RECORD_VIOLATIONS)
        console = []
        page.on("console", lambda message: console.append(message.text) if "Content Security Policy" in message.text else None)

        response = page.goto(BASE_URL)
        policy = response.headers.get("content-security-policy", "")
        assert "script-src 'self';" in policy and "'unsafe-eval'" not in policy, policy

        sign_in(page)
        for route in ["garage", "chat", "chat/new", "imagine", "cute", "home", "settings", "camera"]:
            page.goto(f"{BASE_URL}#/{route}")
            expect(page.locator("#main")).not_to_be_empty()
            page.wait_for_timeout(500)

        # A photo's answer, shown and spoken: the frame and the audio travel as blob: URLs.
        expect(page.locator(".shutter")).to_be_enabled()
        page.locator(".shutter").click()
        expect(page.locator(".captions .answer:not(.caret)")).to_have_text(re.compile(r"\w.{3,}"), timeout=90_000)
        expect(page.locator("html")).to_have_attribute("data-audio-chunks-played", re.compile(r"[1-9]"), timeout=60_000)

        # Live: the WebSocket to the same host opens and frames go out under the policy.
        page.keyboard.press("l")
        expect(page.locator("html")).to_have_attribute("data-live-ready", re.compile(r"[1-9]"), timeout=30_000)
        expect(page.locator("html")).to_have_attribute("data-live-frames-sent", re.compile(r"[1-9]"), timeout=30_000)
        page.keyboard.press("l")
        expect(page.locator(".live-toggle")).to_have_attribute("aria-pressed", "false")

        # The service worker registers and takes control.
        assert page.evaluate("navigator.serviceWorker.ready.then((r) => Boolean(r.active))")

        assert page.evaluate("window.__violations") == [], page.evaluate("window.__violations")
        assert console == [], console

        # And the policy does its job: an inline script an attacker managed to inject never runs.
        ran = page.evaluate("""() => {
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.body.append(script);
          return window.__injected === true;
        }""")
        assert ran is False
        expect(page.locator("html")).to_be_attached()
        assert any("script-src" in v for v in page.evaluate("window.__violations"))
    finally:
        ctx.close()
