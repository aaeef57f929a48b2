// Settings: profile (display name, accent colour applied live, voice, speak by default), models and
// providers, API tokens (shown once), password, export, delete account, sign out.
import { api, download, usingApiToken, clearCredentials, setCsrf, setApiToken } from '../api.js';
import { icon } from '../icons.js';
import { esc, html, toast, confirmDialog, errorNotice, applyAccent, timeAgo, sheet } from '../ui.js';
import { session, setUser } from '../state.js';
import { track, flush } from '../analytics.js';
import { readerChoice, setReaderChoice } from '../voice.js';
import { refreshLimits, limitLines, onQuotaChange } from '../quota.js';
import { renderKnown } from '../faces.js';
import { renderThings } from '../things.js';
import { helpersSettings } from '../helpers.js';

const PRESETS = [
  ['#0a84ff', 'Blue'], ['#30d158', 'Green'], ['#ff9f0a', 'Orange'], ['#ff375f', 'Pink'],
  ['#bf5af2', 'Purple'], ['#ff453a', 'Red'], ['#64d2ff', 'Teal'], ['#ffd60a', 'Yellow'],
];

function formatBytes(bytes) {
  if (!bytes) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes; let unit = 0;
  while (value >= 1024 && unit < units.length - 1) { value /= 1024; unit += 1; }
  return `${value.toFixed(value < 10 && unit ? 1 : 0)} ${units[unit]}`;
}

function stateBadge(state) {
  const s = String(state || '').toLowerCase();
  const cls = ['loaded', 'ready', 'remote', 'ok'].includes(s) ? 'ok' : ['loading', 'idle', 'available'].includes(s) ? 'warn' : ['failed', 'missing', 'error'].includes(s) ? 'bad' : '';
  return `<span class="badge ${cls}">${esc(state || 'unknown')}</span>`;
}

export async function render(main) {
  const user = session.user;
  main.innerHTML = `<div class="page">
    <header class="page-header"><h1>Settings</h1></header>

    <h2 class="section-title" id="profile-title">Profile</h2>
    <form class="card settings-form profile-form" aria-labelledby="profile-title" novalidate>
      <label class="field"><span>Display name</span>
        <input class="input" name="displayName" maxlength="64" autocomplete="nickname" placeholder="${esc(user.username)}"></label>
      <div class="field"><span class="label" id="accent-label">Accent colour</span>
        <div class="swatches" role="group" aria-labelledby="accent-label" style="padding:0.25rem 0 0.5rem">
          ${PRESETS.map(([hex, name]) => `<button type="button" class="swatch-btn" style="--c:${hex}" data-color="${hex}" aria-label="${name}" aria-pressed="false"></button>`).join('')}
          <input type="color" class="color-input" name="accentColor" aria-label="Custom accent colour">
        </div></div>
      <fieldset class="field reader-choice">
        <legend>Who reads answers aloud on this device</legend>
        <label class="radio"><input type="radio" name="reader" value="screen-reader"> My screen reader (VoiceOver, TalkBack, NVDA); Visor stays quiet</label>
        <label class="radio"><input type="radio" name="reader" value="visor"> Visor’s voice; answers are not announced to a screen reader as well</label>
      </fieldset>
      <label class="field"><span>Voice</span><select class="input" name="voice"><option value="">Default voice</option></select></label>
      <div class="row" style="padding:0.25rem 0.25rem 0.5rem">
        <label class="grow" for="speak-default">Speak answers by default</label>
        <input class="switch" type="checkbox" id="speak-default" name="speakByDefault">
      </div>
      <div class="profile-status small muted" aria-live="polite"></div>
    </form>
    <p class="footnote">Signed in as <strong>${esc(user.username)}</strong>${user.isAdmin ? ' (admin)' : ''}. Local voices speak English only.</p>

    <section class="usage-slot" aria-labelledby="usage-title" hidden>
      <h2 class="section-title" id="usage-title">Usage</h2>
      <div class="card settings-form usage"><ul class="usage-lines"></ul></div>
    </section>

    <div class="helpers-slot"></div>

    <h2 class="section-title" id="models-title">Models</h2>
    <div class="capabilities-slot"></div>
    <div class="models-slot"><ul class="list"><li class="row muted">Loading…</li></ul></div>

    <h2 class="section-title">API tokens</h2>
    <div class="card settings-form">
      <p class="hint" style="margin-top:0">For apps and scripts: send <code>Authorization: Bearer &lt;token&gt;</code>. A new token is shown once.</p>
      <form class="form-row token-create" novalidate>
        <label class="visually-hidden" for="token-name">Token name</label>
        <input class="input" id="token-name" name="name" maxlength="100" placeholder="Token name, e.g. my iPhone app" autocomplete="off">
        <button class="btn primary" type="submit">${icon('plus')} Create</button>
      </form>
    </div>
    <div class="tokens-slot" style="margin-top:0.75rem"></div>

    <h2 class="section-title" id="password-title">Password</h2>
    <form class="card settings-form password-form" aria-labelledby="password-title" novalidate>
      <input type="text" name="username" autocomplete="username" value="${esc(user.username)}" hidden>
      <p class="hint first-password-hint" style="margin-top:0" hidden>You signed in with a one-time code, so this account has no password yet. Choose one to sign in with from now on.</p>
      <label class="field current-password-field"><span>Current password</span><input class="input" type="password" name="currentPassword" autocomplete="current-password"></label>
      <label class="field"><span>New password (at least 8 characters)</span><input class="input" type="password" name="newPassword" autocomplete="new-password" minlength="8"></label>
      <p class="hint" style="margin-top:0">Changing it signs out every browser signed in to your account.</p>
      <div class="row revoke-tokens-row" style="padding:0.25rem 0.25rem 0.5rem" hidden>
        <label class="grow" for="revoke-tokens">Also revoke my <span class="token-count"></span> (apps and scripts using one must get a new one)</label>
        <input class="switch" type="checkbox" id="revoke-tokens" name="revokeTokens">
      </div>
      <button class="btn password-submit" type="submit">Change password</button>
      <div class="password-status" aria-live="polite"></div>
    </form>

    <div class="people-slot"></div>
    <div class="things-slot"></div>

    <h2 class="section-title">Your data</h2>
    <ul class="list">
      <li><button class="row export" type="button">${icon('download')}<span class="grow">Export my data</span></button></li>
      <li><button class="row signout" type="button">${icon('logout')}<span class="grow">Sign out</span></button></li>
      <li><button class="row signout-everywhere" type="button">${icon('logout')}<span class="grow">Sign out everywhere (also revokes API tokens)</span></button></li>
      <li><button class="row delete-account" type="button" style="color:var(--danger)">${icon('trash')}<span class="grow">Delete my account</span></button></li>
    </ul>
    <p class="footnote">Deleting your account removes every photo, answer, car, chat and image you have in Visor.</p>
  </div>`;

  renderKnown(main.querySelector('.people-slot'), 'face');
  renderThings(main.querySelector('.things-slot'));

  main.querySelector('.helpers-slot').replaceWith(helpersSettings());
  const form = main.querySelector('.profile-form');
  const status = main.querySelector('.profile-status');
  const colorInput = form.accentColor;
  form.displayName.value = user.displayName || '';
  colorInput.value = user.accentColor || '#0a84ff';
  form.speakByDefault.checked = user.speakByDefault !== false;
  // One voice on this device (voice.js): stored here, not in the account.
  const reader = readerChoice();
  for (const radio of form.querySelectorAll('input[name=reader]')) {
    radio.checked = radio.value === reader;
    radio.addEventListener('change', () => {
      if (!radio.checked) return;
      setReaderChoice(radio.value);
      status.textContent = radio.value === 'screen-reader'
        ? 'Saved: your screen reader reads answers; Visor’s voice is off.'
        : 'Saved: Visor’s voice reads answers.';
    });
  }

  function markSwatch(hex) {
    for (const button of form.querySelectorAll('.swatch-btn')) button.setAttribute('aria-pressed', String(button.dataset.color === hex.toLowerCase()));
  }
  markSwatch(colorInput.value);

  let saving = Promise.resolve();
  function save(patch, what) {
    saving = saving.then(async () => {
      status.textContent = 'Saving…';
      try {
        const updated = await api.patch('/api/v1/me', patch);
        setUser(updated);
        status.textContent = `${what} saved.`;
        track('profile_updated', { field: Object.keys(patch).join(',') });
      } catch (error) {
        status.textContent = '';
        toast(error.message, { error: true, actionLabel: error.retryable ? 'Retry' : undefined, onAction: () => save(patch, what) });
        if (patch.accentColor) applyAccent(session.user.accentColor);
      }
    });
    return saving;
  }

  let nameTimer = null;
  form.displayName.addEventListener('input', () => {
    clearTimeout(nameTimer);
    nameTimer = setTimeout(() => save({ displayName: form.displayName.value.trim() || null }, 'Display name'), 600);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  form.querySelector('.swatches').addEventListener('click', (event) => {
    const button = event.target.closest('.swatch-btn');
    if (!button) return;
    colorInput.value = button.dataset.color;
    applyAccent(button.dataset.color);
    markSwatch(button.dataset.color);
    save({ accentColor: button.dataset.color }, 'Accent colour');
  });
  colorInput.addEventListener('input', () => { applyAccent(colorInput.value); markSwatch(colorInput.value); });
  colorInput.addEventListener('change', () => save({ accentColor: colorInput.value.toLowerCase() }, 'Accent colour'));
  form.voice.addEventListener('change', () => save({ voice: form.voice.value || null }, 'Voice'));
  form.speakByDefault.addEventListener('change', () => {
    sessionStorage.removeItem('visor.speak');
    save({ speakByDefault: form.speakByDefault.checked }, 'Speech setting');
  });

  // ---------- Models ----------
  const modelsSlot = main.querySelector('.models-slot');
  async function loadModels() {
    try {
      const result = await api.get('/api/v1/models');
      const items = result?.items || [];
      const voices = new Set();
      // Only voices a model can speak now (the profile refuses the others).
      for (const model of items) if (!['missing', 'failed'].includes(model.state)) for (const voice of model.voices || []) voices.add(voice);
      const select = form.voice;
      select.innerHTML = '<option value="">Default voice</option>' + [...voices].map((v) => `<option value="${esc(v)}">${esc(v)}</option>`).join('');
      if (user.voice && !voices.has(user.voice)) select.insertAdjacentHTML('beforeend', `<option value="${esc(user.voice)}">${esc(user.voice)}</option>`);
      select.value = session.user.voice || '';
      showCapabilities(result?.capabilities || []);
      modelsSlot.innerHTML = items.length ? `<ul class="list" aria-label="Models">${items.map((m) => `<li class="row">
        <div class="grow"><div class="title">${esc(m.id)}</div>
          <div class="sub">${esc((m.capabilities || []).join(', '))}${m.defaultFor?.length ? ` · default for ${esc(m.defaultFor.join(', '))}` : ''}${m.memoryBytes ? ` · ${formatBytes(m.memoryBytes)}` : ''}</div>
          ${m.note ? `<div class="sub">${esc(m.note)}</div>` : ''}</div>${stateBadge(m.state)}</li>`).join('')}</ul>`
        : '<p class="muted">No models are configured.</p>';
    } catch (error) {
      modelsSlot.innerHTML = '';
      modelsSlot.append(errorNotice(error, loadModels));
    }
  }

  // What this Visor can do, and (for whoever runs it) how to add the rest: read-only, keys stay in
  // the server's environment.
  const CAPABILITY_NAMES = {
    vision: 'Looking at photos (vision model)', scene: 'Offline photo facts', chat: 'Chat', speech: 'Speaking answers',
    transcription: 'Understanding spoken questions', imageGeneration: 'Making images', classification: 'Classifying photos',
  };
  function showCapabilities(capabilities) {
    const slot = main.querySelector('.capabilities-slot');
    if (!capabilities.length) { slot.innerHTML = ''; return; }
    const missing = capabilities.filter((c) => !c.configured);
    slot.innerHTML = `<section class="card settings-form capabilities" aria-labelledby="capabilities-title">
      <h3 id="capabilities-title" class="small" style="margin:0 0 0.5rem">What this Visor can do</h3>
      <ul class="list" aria-label="Capabilities">${capabilities.map((c) => `<li class="row"><div class="grow">
        <div class="title">${esc(CAPABILITY_NAMES[c.capability] || c.capability)}</div>
        <div class="sub">${c.configured ? `by ${esc(c.model || '')}` : (user.isAdmin ? esc(c.howToAdd || '') : 'Not set up on this Visor.')}</div></div>
        <span class="badge ${c.configured ? 'ok' : 'warn'}">${c.configured ? 'ready' : 'not set up'}</span></li>`).join('')}</ul>
      ${missing.length ? `<p class="footnote">${user.isAdmin
        ? 'Keys and provider addresses are read from the server’s environment or key file when Visor starts; they are never shown or stored here. Restart Visor after changing them.'
        : 'Ask whoever runs this Visor to add what is not set up.'}</p>` : ''}
    </section>`;
  }

  // ---------- Tokens ----------
  const tokensSlot = main.querySelector('.tokens-slot');
  async function loadTokens() {
    try {
      const result = await api.get('/api/v1/tokens');
      const items = result?.items || [];
      tokensSlot.innerHTML = '';
      // The password form asks whether to revoke these too (only when there are some).
      const revokeRow = main.querySelector('.revoke-tokens-row');
      revokeRow.hidden = !items.length;
      revokeRow.querySelector('.token-count').textContent = items.length === 1 ? 'API token' : `${items.length} API tokens`;
      if (!items.length) {
        main.querySelector('#revoke-tokens').checked = false;
        tokensSlot.innerHTML = '<p class="footnote">No API tokens yet.</p>';
        return;
      }
      const list = html('<ul class="list tokens" aria-label="Your API tokens"></ul>');
      for (const token of items) {
        const li = html(`<li class="row">${icon('key')}<div class="grow"><div class="title"></div><div class="sub"></div></div>
          <button class="btn danger" type="button">Revoke</button></li>`);
        li.querySelector('.title').textContent = token.name;
        li.querySelector('.sub').textContent = `${token.prefix}… · created ${timeAgo(token.createdAt)}${token.lastUsedAt ? ` · used ${timeAgo(token.lastUsedAt)}` : ' · never used'}`;
        const revoke = li.querySelector('button');
        revoke.setAttribute('aria-label', `Revoke token ${token.name}`);
        revoke.addEventListener('click', async () => {
          const ok = await confirmDialog({ title: `Revoke “${token.name}”?`, message: 'Apps using this token will stop working right away.', confirmLabel: 'Revoke' });
          if (!ok) return;
          try {
            await api.delete(`/api/v1/tokens/${encodeURIComponent(token.id)}`);
            toast('Token revoked.');
            track('token_revoked');
            loadTokens();
          } catch (error) { toast(error.message, { error: true }); }
        });
        list.append(li);
      }
      tokensSlot.append(list);
    } catch (error) {
      tokensSlot.innerHTML = '';
      tokensSlot.append(errorNotice(error, loadTokens));
    }
  }
  const tokenForm = main.querySelector('.token-create');
  tokenForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = tokenForm.name.value.trim();
    if (!name) { toast('Give the token a name, e.g. “my iPhone app”.', { error: true }); tokenForm.name.focus(); return; }
    const button = tokenForm.querySelector('button');
    button.disabled = true;
    try {
      const created = await api.post('/api/v1/tokens', { name });
      tokenForm.reset();
      track('token_created');
      const dialog = sheet(`<h2>Your new token</h2><p>Copy it now: Visor shows it only once.</p>
        <div class="token-secret" tabindex="0" role="textbox" aria-readonly="true" aria-label="Token secret"></div>
        <div class="sheet-actions"><button class="btn primary copy" type="button">Copy</button><button class="btn done" type="button">Done</button></div>`, { label: 'New API token' });
      dialog.querySelector('.token-secret').textContent = created.token;
      dialog.querySelector('.copy').addEventListener('click', async () => {
        try { await navigator.clipboard.writeText(created.token); toast('Copied.'); } catch { toast('Select the token and copy it.', { error: true }); }
      });
      dialog.querySelector('.done').addEventListener('click', () => dialog.close());
      loadTokens();
    } catch (error) {
      toast(error.message, { error: true });
    } finally { button.disabled = false; }
  });

  // ---------- Password ----------
  const passwordForm = main.querySelector('.password-form');
  const passwordStatus = main.querySelector('.password-status');
  // An account that signed in with its one-time code has no password yet: only "New password".
  function showPasswordForm() {
    const first = session.user?.hasPassword === false;
    passwordForm.querySelector('.current-password-field').hidden = first;
    passwordForm.querySelector('.first-password-hint').hidden = !first;
    passwordForm.querySelector('.password-submit').textContent = first ? 'Set password' : 'Change password';
  }
  showPasswordForm();
  passwordForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    passwordStatus.innerHTML = '';
    const currentPassword = passwordForm.currentPassword.value;
    const newPassword = passwordForm.newPassword.value;
    if (newPassword.length < 8) {
      passwordStatus.append(errorNotice({ message: 'The new password needs at least 8 characters.', retryable: false }));
      passwordForm.newPassword.focus();
      return;
    }
    const first = session.user?.hasPassword === false;
    const revokeTokens = passwordForm.revokeTokens.checked && !passwordForm.querySelector('.revoke-tokens-row').hidden;
    try {
      await api.post('/api/v1/me/password', { ...(first ? {} : { currentPassword }), newPassword, ...(revokeTokens ? { revokeTokens } : {}) });
      // Changing the password ends web sessions (and, when asked, the API tokens — this browser's
      // too when it signed in with one): sign this one in again with the new password.
      if (!usingApiToken() || revokeTokens) {
        if (usingApiToken()) setApiToken(null);
        const again = await api.post('/api/v1/auth/login', { username: user.username, password: newPassword });
        setCsrf(again.csrfToken);
      }
      if (revokeTokens) { passwordForm.revokeTokens.checked = false; loadTokens(); }
      passwordForm.currentPassword.value = '';
      passwordForm.newPassword.value = '';
      setUser({ ...session.user, hasPassword: true });
      showPasswordForm();
      passwordStatus.append(html(`<div class="notice info"><p>${first ? 'Password set. Sign in with it from now on.' : 'Password changed.'}${revokeTokens ? ' Your API tokens were revoked.' : ''}</p></div>`));
      track('password_changed');
    } catch (error) {
      passwordStatus.append(errorNotice(error));
    }
  });

  // ---------- Data ----------
  main.querySelector('.export').addEventListener('click', async () => {
    try {
      await download('/api/v1/me/export', `visor-export-${user.username}.json`);
      toast('Export downloaded.');
      track('data_exported');
    } catch (error) { toast(error.message, { error: true }); }
  });
  main.querySelector('.signout').addEventListener('click', async () => {
    // An account that only ever signed in with its one-time code has no password: signed out, it
    // could not get back in without a new code from an admin. Say so first, and offer to set one.
    if (session.user?.hasPassword === false && !usingApiToken()) {
      const leave = await confirmDialog({
        title: 'Set a password first?',
        message: 'This account has no password yet: you signed in with a one-time code. Once signed out, you can only get back in with a new code from an admin.',
        confirmLabel: 'Sign out anyway', cancelLabel: 'Set a password',
      });
      if (!leave) {
        passwordForm.scrollIntoView({ block: 'center' });
        passwordForm.newPassword.focus();
        return;
      }
    }
    track('sign_out');
    // The sign-out request leaves at once and outlives the page (keepalive), so closing the tab right
    // after still ends the session on a shared phone. The last analytics go beside it and are never
    // waited for (a batch the network never answers must not keep anyone signed in). No user from
    // here on, so a batch refused after the sign-out says nothing.
    flush({ keepalive: true });
    session.user = null;
    try { if (!usingApiToken()) await api.post('/api/v1/auth/logout', {}, { keepalive: true }); } catch { /* signing out locally anyway */ }
    clearCredentials();
    sessionStorage.removeItem('visor.speak');
    window.dispatchEvent(new CustomEvent('visor:signed-out'));
  });
  main.querySelector('.signout-everywhere').addEventListener('click', async () => {
    const ok = await confirmDialog({
      title: 'Sign out everywhere?',
      message: 'Every browser signed in to your account is signed out, and every API token (apps, the command line) stops working. A password change alone keeps API tokens.',
      confirmLabel: 'Sign out everywhere',
    });
    if (!ok) return;
    track('sign_out_everywhere');
    flush({ keepalive: true }); // beside the sign-out, never waited for (as above)
    try {
      await api.post('/api/v1/auth/logout', { everywhere: true }, { keepalive: true });
    } catch (error) { toast(error.message, { error: true }); return; }
    session.user = null;
    clearCredentials();
    sessionStorage.removeItem('visor.speak');
    window.dispatchEvent(new CustomEvent('visor:signed-out'));
  });
  main.querySelector('.delete-account').addEventListener('click', async () => {
    const ok = await confirmDialog({
      title: 'Delete your account?',
      message: 'Your account and everything in it — photos, answers, cars, chats and images — will be deleted for good.',
      confirmLabel: 'Delete account', requireText: user.username,
    });
    if (!ok) return;
    try {
      await api.delete('/api/v1/me');
      clearCredentials();
      // Said and shown by the sign-in screen, instead of "You are signed out."
      window.dispatchEvent(new CustomEvent('visor:signed-out', { detail: { message: 'Your account was deleted.' } }));
    } catch (error) { toast(error.message, { error: true }); }
  });

  // ---------- Usage (quotas) ----------
  // Only the limits that are set; refreshed from GET /api/v1/me each time the view opens, and when a
  // refusal starts or ends. Not a live region: the camera says "few left" after an answer instead.
  const usageSlot = main.querySelector('.usage-slot');
  function showUsage() {
    const lines = limitLines(session.user?.limits);
    usageSlot.hidden = !lines.length;
    const list = usageSlot.querySelector('.usage-lines');
    list.innerHTML = '';
    for (const line of lines) {
      const item = document.createElement('li');
      item.textContent = line;
      list.append(item);
    }
  }
  showUsage();
  const offQuota = onQuotaChange(showUsage);
  refreshLimits();

  loadModels();
  loadTokens();
  return () => { clearTimeout(nameTimer); offQuota(); };
}
