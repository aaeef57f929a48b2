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
import { t, LANGUAGES, language, formatNumber } from '../i18n.js';

const PRESETS = [
  ['#0a84ff', 'colour.blue'], ['#30d158', 'colour.green'], ['#ff9f0a', 'colour.orange'], ['#ff375f', 'colour.pink'],
  ['#bf5af2', 'colour.purple'], ['#ff453a', 'colour.red'], ['#64d2ff', 'colour.teal'], ['#ffd60a', 'colour.yellow'],
];

function formatBytes(bytes) {
  if (!bytes) return '';
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'];
  let value = bytes; let unit = 0;
  while (value >= 1024 && unit < units.length - 1) { value /= 1024; unit += 1; }
  const digits = value < 10 && unit ? 1 : 0;
  return formatNumber(Number(value.toFixed(digits)), { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: digits });
}

const CAPABILITY_NAMES = {
  vision: 'capability.vision', scene: 'capability.scene', chat: 'capability.chat', speech: 'capability.speech',
  transcription: 'capability.transcription', imageGeneration: 'capability.imageGeneration', classification: 'capability.classification',
  structured: 'capability.structured',
};

const capabilityName = (c) => (CAPABILITY_NAMES[c] ? t(CAPABILITY_NAMES[c]) : c);

// What a model does, in words: "Chat · default for Structured answers (JSON) · 86 MB"; a capability
// it is the default for is named once.
function modelUses(m) {
  const defaults = m.defaultFor || [];
  const others = (m.capabilities || []).filter((c) => !defaults.includes(c));
  const parts = [];
  if (others.length) parts.push(others.map(capabilityName).join(', '));
  if (defaults.length) parts.push(t('model.defaultFor', { what: defaults.map(capabilityName).join(', ') }));
  if (m.memoryBytes) parts.push(formatBytes(m.memoryBytes));
  return parts.join(' · ');
}

function stateBadge(state) {
  const s = String(state || '').toLowerCase();
  const cls = ['loaded', 'ready', 'remote', 'ok'].includes(s) ? 'ok' : ['loading', 'idle', 'available'].includes(s) ? 'warn' : ['failed', 'missing', 'error'].includes(s) ? 'bad' : '';
  const known = ['loaded', 'ready', 'remote', 'ok', 'loading', 'idle', 'available', 'failed', 'missing', 'error', 'not_loaded'].includes(s);
  return `<span class="badge ${cls}">${esc(known ? t(`model.state.${s}`) : state || t('model.state.unknown'))}</span>`;
}

export async function render(main) {
  const user = session.user;
  main.innerHTML = `<div class="page">
    <header class="page-header"><h1>${esc(t('settings.title'))}</h1></header>

    <h2 class="section-title" id="profile-title">${esc(t('settings.profile'))}</h2>
    <form class="card settings-form profile-form" aria-labelledby="profile-title" novalidate>
      <label class="field"><span>${esc(t('settings.language'))}</span>
        <select class="input" name="language" data-keep-focus="language">${LANGUAGES.map((l) => `<option value="${l.code}" lang="${l.code}"${l.code === language() ? ' selected' : ''}>${esc(l.name)}</option>`).join('')}</select></label>
      <label class="field"><span>${esc(t('settings.displayName'))}</span>
        <input class="input" name="displayName" maxlength="64" autocomplete="nickname" placeholder="${esc(user.username)}"></label>
      <div class="field"><span class="label" id="accent-label">${esc(t('settings.accent'))}</span>
        <div class="swatches" role="group" aria-labelledby="accent-label" style="padding:0.25rem 0 0.5rem">
          ${PRESETS.map(([hex, name]) => `<button type="button" class="swatch-btn" style="--c:${hex}" data-color="${hex}" aria-label="${esc(t(name))}" aria-pressed="false"></button>`).join('')}
          <input type="color" class="color-input" name="accentColor" aria-label="${esc(t('settings.customAccent'))}">
        </div></div>
      <fieldset class="field reader-choice">
        <legend>${esc(t('settings.reader'))}</legend>
        <label class="radio"><input type="radio" name="reader" value="screen-reader"> ${esc(t('settings.readerScreenReader'))}</label>
        <label class="radio"><input type="radio" name="reader" value="visor"> ${esc(t('settings.readerVisor'))}</label>
      </fieldset>
      <label class="field"><span>${esc(t('settings.voice'))}</span><select class="input" name="voice"><option value="">${esc(t('settings.defaultVoice'))}</option></select></label>
      <div class="row" style="padding:0.25rem 0.25rem 0.5rem">
        <label class="grow" for="speak-default">${esc(t('settings.speakByDefault'))}</label>
        <input class="switch" type="checkbox" id="speak-default" name="speakByDefault">
      </div>
      <div class="profile-status small muted" aria-live="polite"></div>
    </form>
    <p class="footnote">${t(user.isAdmin ? 'settings.signedInAsAdmin' : 'settings.signedInAs', { name: `<strong>${esc(user.username)}</strong>` })} ${esc(t('settings.localVoices'))}</p>

    <section class="usage-slot" aria-labelledby="usage-title" hidden>
      <h2 class="section-title" id="usage-title">${esc(t('settings.usage'))}</h2>
      <div class="card settings-form usage"><ul class="usage-lines"></ul></div>
    </section>

    <div class="helpers-slot"></div>

    <h2 class="section-title" id="models-title">${esc(t('settings.models'))}</h2>
    <div class="capabilities-slot"></div>
    <div class="models-slot"><ul class="list"><li class="row muted">${esc(t('common.loading'))}</li></ul></div>

    <h2 class="section-title">${esc(t('settings.tokens'))}</h2>
    <div class="card settings-form">
      <p class="hint" style="margin-top:0">${t('settings.tokensHint', { header: '<code>Authorization: Bearer &lt;token&gt;</code>' })}</p>
      <form class="form-row token-create" novalidate>
        <label class="visually-hidden" for="token-name">${esc(t('settings.tokenName'))}</label>
        <input class="input" id="token-name" name="name" maxlength="100" placeholder="${esc(t('settings.tokenNamePlaceholder'))}" autocomplete="off">
        <button class="btn primary" type="submit">${icon('plus')} ${esc(t('settings.create'))}</button>
      </form>
    </div>
    <div class="tokens-slot" style="margin-top:0.75rem"></div>

    <h2 class="section-title" id="password-title">${esc(t('settings.password'))}</h2>
    <form class="card settings-form password-form" aria-labelledby="password-title" novalidate>
      <input type="text" name="username" autocomplete="username" value="${esc(user.username)}" hidden>
      <p class="hint first-password-hint" style="margin-top:0" hidden>${esc(t('settings.firstPasswordHint'))}</p>
      <label class="field current-password-field"><span>${esc(t('settings.currentPassword'))}</span><input class="input" type="password" name="currentPassword" autocomplete="current-password"></label>
      <label class="field"><span>${esc(t('settings.newPassword', { count: 8 }))}</span><input class="input" type="password" name="newPassword" autocomplete="new-password" minlength="8"></label>
      <p class="hint" style="margin-top:0">${esc(t('settings.passwordHint'))}</p>
      <div class="row revoke-tokens-row" style="padding:0.25rem 0.25rem 0.5rem" hidden>
        <label class="grow" for="revoke-tokens"><span class="token-count"></span></label>
        <input class="switch" type="checkbox" id="revoke-tokens" name="revokeTokens">
      </div>
      <button class="btn password-submit" type="submit">${esc(t('settings.changePassword'))}</button>
      <div class="password-status" aria-live="polite"></div>
    </form>

    <div class="people-slot"></div>
    <div class="things-slot"></div>

    <h2 class="section-title">${esc(t('settings.yourData'))}</h2>
    <ul class="list">
      <li><button class="row export" type="button">${icon('download')}<span class="grow">${esc(t('settings.export'))}</span></button></li>
      <li><button class="row signout" type="button">${icon('logout')}<span class="grow">${esc(t('settings.signOut'))}</span></button></li>
      <li><button class="row signout-everywhere" type="button">${icon('logout')}<span class="grow">${esc(t('settings.signOutEverywhereRow'))}</span></button></li>
      <li><button class="row delete-account" type="button" style="color:var(--danger)">${icon('trash')}<span class="grow">${esc(t('settings.deleteAccount'))}</span></button></li>
    </ul>
    <p class="footnote">${esc(t('settings.deleteHint'))}</p>
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
        ? t('settings.savedScreenReader')
        : t('settings.savedVisor');
    });
  }

  function markSwatch(hex) {
    for (const button of form.querySelectorAll('.swatch-btn')) button.setAttribute('aria-pressed', String(button.dataset.color === hex.toLowerCase()));
  }
  markSwatch(colorInput.value);

  let saving = Promise.resolve();
  function save(patch, what) {
    saving = saving.then(async () => {
      status.textContent = t('settings.saving');
      try {
        const updated = await api.patch('/api/v1/me', patch);
        setUser(updated);
        status.textContent = t(what);
        track('profile_updated', { field: Object.keys(patch).join(',') });
      } catch (error) {
        status.textContent = '';
        toast(error.message, { error: true, actionLabel: error.retryable ? t('common.retry') : undefined, onAction: () => save(patch, what) });
        if (patch.accentColor) applyAccent(session.user.accentColor);
      }
    });
    return saving;
  }

  let nameTimer = null;
  form.displayName.addEventListener('input', () => {
    clearTimeout(nameTimer);
    nameTimer = setTimeout(() => save({ displayName: form.displayName.value.trim() || null }, 'saved.displayName'), 600);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  form.querySelector('.swatches').addEventListener('click', (event) => {
    const button = event.target.closest('.swatch-btn');
    if (!button) return;
    colorInput.value = button.dataset.color;
    applyAccent(button.dataset.color);
    markSwatch(button.dataset.color);
    save({ accentColor: button.dataset.color }, 'saved.accent');
  });
  colorInput.addEventListener('input', () => { applyAccent(colorInput.value); markSwatch(colorInput.value); });
  colorInput.addEventListener('change', () => save({ accentColor: colorInput.value.toLowerCase() }, 'saved.accent'));
  form.voice.addEventListener('change', () => save({ voice: form.voice.value || null }, 'saved.voice'));
  // The language (PATCH /api/v1/me {"language"}): the app re-renders in it and says so once (app.js).
  form.language.addEventListener('change', async () => {
    const chosen = form.language.value;
    status.textContent = t('settings.saving');
    try {
      const updated = await api.patch('/api/v1/me', { language: chosen });
      session.languageChosen = 'language'; // app.js re-renders, says so once and focuses the picker again
      setUser({ ...updated, language: updated?.language || chosen });
      track('profile_updated', { field: 'language' });
    } catch (error) {
      status.textContent = '';
      form.language.value = language();
      toast(error.message, { error: true });
    }
  });
  form.speakByDefault.addEventListener('change', () => {
    sessionStorage.removeItem('visor.speak');
    save({ speakByDefault: form.speakByDefault.checked }, 'saved.speech');
  });

  // ---------- Models ----------
  const modelsSlot = main.querySelector('.models-slot');
  async function loadModels() {
    try {
      const result = await api.get('/api/v1/models');
      const items = result?.items || [];
      const voices = new Set();
      const details = new Map();
      // Only voices a model can speak now (the profile refuses the others), each named with the
      // languages it speaks (in the app's language) and whether it sounds robotic.
      for (const model of items) {
        if (['missing', 'failed'].includes(model.state)) continue;
        for (const voice of model.voices || []) voices.add(voice);
        for (const detail of model.voiceDetails || []) details.set(detail.id, detail);
      }
      const names = new Intl.DisplayNames([language()], { type: 'language' });
      const label = (voice) => {
        const detail = details.get(voice);
        if (!detail?.languages?.length) return voice;
        const languages = detail.languages.map((tag) => { try { return names.of(tag) || tag; } catch { return tag; } }).join(', ');
        return t(detail.quality === 'robotic' ? 'settings.voiceOptionRobotic' : 'settings.voiceOption', { voice, languages });
      };
      const select = form.voice;
      select.innerHTML = `<option value="">${esc(t('settings.defaultVoice'))}</option>` + [...voices].map((v) => `<option value="${esc(v)}">${esc(label(v))}</option>`).join('');
      if (user.voice && !voices.has(user.voice)) select.insertAdjacentHTML('beforeend', `<option value="${esc(user.voice)}">${esc(user.voice)}</option>`);
      select.value = session.user.voice || '';
      showCapabilities(result?.capabilities || []);
      modelsSlot.innerHTML = items.length ? `<ul class="list" aria-label="${esc(t('settings.models'))}">${items.map((m) => `<li class="row">
        <div class="grow"><div class="title">${esc(m.id)}</div>
          <div class="sub">${esc(modelUses(m))}</div>
          ${m.note ? `<div class="sub" dir="auto">${esc(m.note)}</div>` : ''}</div>${stateBadge(m.state)}</li>`).join('')}</ul>`
        : `<p class="muted">${esc(t('settings.noModels'))}</p>`;
    } catch (error) {
      modelsSlot.innerHTML = '';
      modelsSlot.append(errorNotice(error, loadModels));
    }
  }

  // What this Visor can do, and (for whoever runs it) how to add the rest: read-only, keys stay in
  // the server's environment.
  function showCapabilities(capabilities) {
    const slot = main.querySelector('.capabilities-slot');
    if (!capabilities.length) { slot.innerHTML = ''; return; }
    const missing = capabilities.filter((c) => !c.configured);
    slot.innerHTML = `<section class="card settings-form capabilities" aria-labelledby="capabilities-title">
      <h3 id="capabilities-title" class="small" style="margin:0 0 0.5rem">${esc(t('settings.capabilities'))}</h3>
      <ul class="list" aria-label="${esc(t('settings.capabilitiesList'))}">${capabilities.map((c) => `<li class="row"><div class="grow">
        <div class="title">${esc(capabilityName(c.capability))}</div>
        <div class="sub">${c.configured ? esc(t('capability.by', { model: c.model || '' })) : (user.isAdmin ? esc(c.howToAdd || '') : esc(t('capability.notHere')))}</div></div>
        <span class="badge ${c.configured ? 'ok' : 'warn'}">${esc(t(c.configured ? 'capability.ready' : 'capability.notSetUp'))}</span></li>`).join('')}</ul>
      ${missing.length ? `<p class="footnote">${user.isAdmin
        ? esc(t('capability.adminHint'))
        : esc(t('capability.askAdmin'))}</p>` : ''}
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
      revokeRow.querySelector('.token-count').textContent = t('settings.revokeTokens', { count: items.length });
      if (!items.length) {
        main.querySelector('#revoke-tokens').checked = false;
        tokensSlot.innerHTML = `<p class="footnote">${esc(t('settings.noTokens'))}</p>`;
        return;
      }
      const list = html(`<ul class="list tokens" aria-label="${esc(t('settings.yourTokens'))}"></ul>`);
      for (const token of items) {
        const li = html(`<li class="row">${icon('key')}<div class="grow"><div class="title"></div><div class="sub"></div></div>
          <button class="btn danger" type="button">${esc(t('settings.revoke'))}</button></li>`);
        li.querySelector('.title').textContent = token.name;
        li.querySelector('.sub').textContent = [`${token.prefix}…`, t('token.created', { when: timeAgo(token.createdAt) }), token.lastUsedAt ? t('token.used', { when: timeAgo(token.lastUsedAt) }) : t('token.neverUsed')].join(' · ');
        const revoke = li.querySelector('button');
        revoke.setAttribute('aria-label', t('token.revokeNamed', { name: token.name }));
        revoke.addEventListener('click', async () => {
          const ok = await confirmDialog({ title: t('token.revokeTitle', { name: token.name }), message: t('token.revokeMessage'), confirmLabel: t('settings.revoke') });
          if (!ok) return;
          try {
            await api.delete(`/api/v1/tokens/${encodeURIComponent(token.id)}`);
            toast(t('token.revoked'));
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
    if (!name) { toast(t('token.needsName'), { error: true }); tokenForm.name.focus(); return; }
    const button = tokenForm.querySelector('button');
    button.disabled = true;
    try {
      const created = await api.post('/api/v1/tokens', { name });
      tokenForm.reset();
      track('token_created');
      const dialog = sheet(`<h2>${esc(t('token.newTitle'))}</h2><p>${esc(t('token.copyNow'))}</p>
        <div class="token-secret" tabindex="0" role="textbox" aria-readonly="true" aria-label="${esc(t('token.secret'))}"></div>
        <div class="sheet-actions"><button class="btn primary copy" type="button">${esc(t('common.copy'))}</button><button class="btn done" type="button">${esc(t('common.done'))}</button></div>`, { label: t('token.newLabel') });
      dialog.querySelector('.token-secret').textContent = created.token;
      dialog.querySelector('.copy').addEventListener('click', async () => {
        try { await navigator.clipboard.writeText(created.token); toast(t('common.copied')); } catch { toast(t('token.copyByHand'), { error: true }); }
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
    passwordForm.querySelector('.password-submit').textContent = first ? t('settings.setPassword') : t('settings.changePassword');
  }
  showPasswordForm();
  passwordForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    passwordStatus.innerHTML = '';
    const currentPassword = passwordForm.currentPassword.value;
    const newPassword = passwordForm.newPassword.value;
    if (newPassword.length < 8) {
      passwordStatus.append(errorNotice({ message: t('settings.passwordTooShort', { count: 8 }), retryable: false }));
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
      passwordStatus.append(html(`<div class="notice info"><p>${esc(first ? t('settings.passwordSet') : t('settings.passwordChanged'))}${revokeTokens ? ` ${esc(t('settings.tokensRevoked'))}` : ''}</p></div>`));
      track('password_changed');
    } catch (error) {
      passwordStatus.append(errorNotice(error));
    }
  });

  // ---------- Data ----------
  main.querySelector('.export').addEventListener('click', async () => {
    try {
      // One ZIP: export.json and every photo and recording (issue 23 item 5).
      await download('/api/v1/me/export/archive', `visor-export-${user.username}.zip`);
      toast(t('settings.exported'));
      track('data_exported');
    } catch (error) { toast(error.message, { error: true }); }
  });
  main.querySelector('.signout').addEventListener('click', async () => {
    // An account that only ever signed in with its one-time code has no password: signed out, it
    // could not get back in without a new code from an admin. Say so first, and offer to set one.
    if (session.user?.hasPassword === false && !usingApiToken()) {
      const leave = await confirmDialog({
        title: t('signout.noPasswordTitle'),
        message: t('signout.noPasswordMessage'),
        confirmLabel: t('signout.anyway'), cancelLabel: t('signout.setPassword'),
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
      title: t('signout.everywhereTitle'),
      message: t('signout.everywhereMessage'),
      confirmLabel: t('signout.everywhere'),
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
      title: t('delete.title'),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'), requireText: user.username,
    });
    if (!ok) return;
    try {
      await api.delete('/api/v1/me');
      clearCredentials();
      // Said and shown by the sign-in screen, instead of "You are signed out."
      window.dispatchEvent(new CustomEvent('visor:signed-out', { detail: { message: t('delete.done') } }));
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
