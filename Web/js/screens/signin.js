// Sign in: username + password; a one-time code (printed by the server on first start); or an API token.
import { api, setApiToken, setCsrf, ApiError } from '../api.js';
import { esc, errorNotice, html, announce } from '../ui.js';
import { track } from '../analytics.js';
import { t } from '../i18n.js';

export function render(main, { onSignedIn, error, expired, signedOut }) {
  main.innerHTML = `
    <div class="signin">
      <div class="signin-card">
        <div class="brand">
          <img src="icons/icon.svg" alt="">
          <h1>Visor</h1>
          <p>${esc(t('signin.tagline'))}</p>
        </div>
        <div class="messages-slot" aria-live="polite"></div>
        <form class="password-form" novalidate>
          <label class="field"><span>${esc(t('signin.username'))}</span>
            <input class="input" name="username" autocomplete="username" autocapitalize="none" autocorrect="off" spellcheck="false" required></label>
          <label class="field"><span>${esc(t('signin.password'))}</span>
            <input class="input" name="password" type="password" autocomplete="current-password" required></label>
          <button class="btn primary block" type="submit">${esc(t('signin.signIn'))}</button>
        </form>
        <details class="code-box">
          <summary>${esc(t('signin.firstTime'))}</summary>
          <div>
            <p class="hint">${t('signin.codeHint', { code: `<strong>${esc(t('signin.codeWords'))}</strong>`, link: '<code>/#code=…</code>' })}</p>
            <form class="code-form" novalidate>
              <label class="field"><span>${esc(t('signin.code'))}</span>
                <input class="input" name="code" autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" required></label>
              <button class="btn block" type="submit">${esc(t('signin.withCode'))}</button>
            </form>
          </div>
        </details>
        <details class="token-box">
          <summary>${esc(t('signin.useToken'))}</summary>
          <div>
            <p class="hint">${t('signin.tokenHint', { command: '<code>visor users token NAME</code>' })}</p>
            <form class="token-form" novalidate>
              <label class="field"><span>${esc(t('signin.token'))}</span>
                <input class="input" name="token" type="password" autocomplete="off" spellcheck="false" required></label>
              <button class="btn block" type="submit">${esc(t('signin.useTokenButton'))}</button>
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
    const sentence = expired ? t('signin.expired') : signedOut;
    slot.append(html(`<div class="notice info"><p>${esc(sentence)}</p></div>`));
    announce(sentence);
  }

  async function attempt(form, work) {
    const button = form.querySelector('button[type=submit]');
    const label = button.textContent;
    button.disabled = true;
    button.innerHTML = `<span class="spinner small" aria-hidden="true"></span> ${esc(t('signin.signingIn'))}`;
    show(null);
    try {
      await work();
    } catch (err) {
      show(err instanceof ApiError ? err : new ApiError(0, 'unknown', t('signin.failed')));
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
      show(new ApiError(400, 'missing_field', !username ? t('signin.enterUsername') : t('signin.enterPassword')));
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
    if (!code) { show(new ApiError(400, 'missing_field', t('signin.enterCode'))); return; }
    attempt(codeForm, async () => {
      setApiToken(null);
      onSignedIn(await api.post('/api/v1/auth/login', { code }));
    });
  });

  const tokenForm = main.querySelector('.token-form');
  tokenForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const token = tokenForm.token.value.trim();
    if (!token) { show(new ApiError(400, 'missing_field', t('signin.pasteToken'))); return; }
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
