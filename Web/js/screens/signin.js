// Sign in: username + password; a one-time code (printed by the server on first start); or an API token.
import { api, setApiToken, setCsrf, ApiError } from '../api.js';
import { esc, errorNotice, html, announce } from '../ui.js';
import { track } from '../analytics.js';

export function render(main, { onSignedIn, error, expired, signedOut }) {
  main.innerHTML = `
    <div class="signin">
      <div class="signin-card">
        <div class="brand">
          <img src="icons/icon.svg" alt="">
          <h1>Visor</h1>
          <p>Point, tap to hear what’s there. Hold to ask.</p>
        </div>
        <div class="messages-slot" aria-live="polite"></div>
        <form class="password-form" novalidate>
          <label class="field"><span>Username</span>
            <input class="input" name="username" autocomplete="username" autocapitalize="none" autocorrect="off" spellcheck="false" required></label>
          <label class="field"><span>Password</span>
            <input class="input" name="password" type="password" autocomplete="current-password" required></label>
          <button class="btn primary block" type="submit">Sign in</button>
        </form>
        <details class="code-box">
          <summary>First time here?</summary>
          <div>
            <p class="hint">When Visor starts for the first time it prints a <strong>one-time sign-in code</strong> and a link ending in <code>/#code=…</code> in its terminal. Open that link, or type the code here. Then set a password in Settings.</p>
            <form class="code-form" novalidate>
              <label class="field"><span>One-time code</span>
                <input class="input" name="code" autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" required></label>
              <button class="btn block" type="submit">Sign in with code</button>
            </form>
          </div>
        </details>
        <details class="token-box">
          <summary>Use an API token</summary>
          <div>
            <p class="hint">Developers: paste a token from <code>visor users token NAME</code> or Settings → API tokens. It is kept on this device only.</p>
            <form class="token-form" novalidate>
              <label class="field"><span>API token</span>
                <input class="input" name="token" type="password" autocomplete="off" spellcheck="false" required></label>
              <button class="btn block" type="submit">Use token</button>
            </form>
          </div>
        </details>
      </div>
    </div>`;

  const slot = main.querySelector('.messages-slot');
  const show = (err) => {
    slot.innerHTML = '';
    if (err) slot.append(errorNotice(err));
  };
  if (error) show(error);
  else if (expired || signedOut) {
    // Said as well as shown ("Your session ended…", "You are signed out.", "Your account was
    // deleted."): focus lands on "Username", which alone does not tell a screen-reader user why.
    const sentence = expired ? 'Your session ended. Please sign in again.' : signedOut;
    slot.append(html(`<div class="notice info"><p>${esc(sentence)}</p></div>`));
    announce(sentence);
  }

  async function attempt(form, work) {
    const button = form.querySelector('button[type=submit]');
    const label = button.textContent;
    button.disabled = true;
    button.innerHTML = '<span class="spinner small" aria-hidden="true"></span> Signing in…';
    show(null);
    try {
      await work();
    } catch (err) {
      show(err instanceof ApiError ? err : new ApiError(0, 'unknown', 'Sign-in failed. Please try again.'));
      track('sign_in_failed', { status: String(err.status ?? '') });
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  }

  const passwordForm = main.querySelector('.password-form');
  passwordForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const username = passwordForm.username.value.trim();
    const password = passwordForm.password.value;
    if (!username || !password) {
      show(new ApiError(400, 'missing_field', !username ? 'Enter your username.' : 'Enter your password.'));
      (!username ? passwordForm.username : passwordForm.password).focus();
      return;
    }
    attempt(passwordForm, async () => {
      setApiToken(null);
      const result = await api.post('/api/v1/auth/login', { username, password });
      onSignedIn(result);
    });
  });

  const codeForm = main.querySelector('.code-form');
  codeForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const code = codeForm.code.value.trim();
    if (!code) { show(new ApiError(400, 'missing_field', 'Enter the one-time code.')); return; }
    attempt(codeForm, async () => {
      setApiToken(null);
      onSignedIn(await api.post('/api/v1/auth/login', { code }));
    });
  });

  const tokenForm = main.querySelector('.token-form');
  tokenForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const token = tokenForm.token.value.trim();
    if (!token) { show(new ApiError(400, 'missing_field', 'Paste an API token.')); return; }
    attempt(tokenForm, async () => {
      setApiToken(token);
      setCsrf(null);
      try {
        const user = await api.get('/api/v1/me');
        onSignedIn({ user });
      } catch (err) {
        setApiToken(null);
        throw err;
      }
    });
  });

  const first = passwordForm.username;
  setTimeout(() => first.focus(), 0);
  void esc;
  return () => {};
}
