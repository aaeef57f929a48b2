// Ask someone you trust (issue 28): Settings → Helpers, "Ask a person" under an answer, the Helping
// tab (a badge, a sound, a vibration and one announcement per request), answers by text or by a
// recorded voice, and the asker hearing the answer once (the helper's own voice, or Visor's for a
// typed one). Events come from GET /api/v1/help/events (Server-Sent Events) while the app is open.
import { api } from './api.js';
import { icon } from './icons.js';
import { esc, html, announce, markAnnounced, toast, errorNotice, timeAgo, sheet } from './ui.js';
import { session } from './state.js';
import { SpeechPlayer, haptic, recorderMimeType, extensionFor } from './audio.js';
import { track } from './analytics.js';
import { callHelper } from './call.js';
import { t } from './i18n.js';

/** Open requests sent to me as a helper, by id (what the Helping tab lists and the badge counts). */
const waiting = new Map();
/** Whether I help anyone (then the Helping tab shows). */
let helpsSomeone = false;
let source = null;
let player = null;
const listeners = new Set();

function setDebug(name, value) { document.documentElement.dataset[name] = String(value); }
function bump(name) { setDebug(name, Number(document.documentElement.dataset[name] || 0) + 1); }

/** The one player for helpers' sounds and answers, unlocked by the person's first gesture. */
function sharedPlayer() {
  if (!player) player = new SpeechPlayer();
  return player;
}
for (const type of ['pointerdown', 'keydown']) {
  window.addEventListener(type, () => sharedPlayer().unlock(), { capture: true, passive: true });
}

/** Calls `listener()` when the list of waiting requests (or whether the tab shows) changes. */
export function onHelpingChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function changed() {
  setDebug('helpWaiting', waiting.size);
  for (const listener of listeners) { try { listener(); } catch { /* a screen that went away */ } }
}

/** Whether the Helping tab shows, and how many requests wait there. */
export function helpingTab() { return { visible: helpsSomeone || waiting.size > 0, count: waiting.size }; }

let generation = 0;

/** Opens the event stream (once per sign-in); call again after signing in. */
export async function startHelpEvents() {
  stopHelpEvents();
  // A later start or a stop (sign-out) while this one awaits wins: never two streams, never one after
  // signing out (each open stream holds one of the browser's few connections to this server).
  const mine = generation;
  if (!session.user || typeof EventSource === 'undefined') return;
  try {
    const links = await api.get('/api/v1/helpers', { background: true });
    helpsSomeone = (links.helping || []).length > 0;
    const open = await api.get('/api/v1/help/requests', { background: true });
    waiting.clear();
    for (const item of open.items || []) waiting.set(item.id, item);
    changed();
  } catch { /* the stream below still brings new requests */ }
  if (mine !== generation || !session.user) return;
  source = new EventSource('/api/v1/help/events', { withCredentials: true });
  source.addEventListener('ready', () => setDebug('helpEvents', 'open'));
  source.addEventListener('request', (event) => receivedRequest(JSON.parse(event.data)));
  source.addEventListener('taken', (event) => taken(JSON.parse(event.data)));
  source.addEventListener('answered', (event) => answered(JSON.parse(event.data)));
  source.addEventListener('expired', (event) => expired(JSON.parse(event.data)));
  source.addEventListener('call', (event) => {
    const call = JSON.parse(event.data);
    window.dispatchEvent(new CustomEvent('visor:call', { detail: call }));
  });
  source.onerror = () => setDebug('helpEvents', 'reconnecting');
}

export function stopHelpEvents() {
  generation += 1;
  if (source) source.close();
  source = null;
  waiting.clear();
  helpsSomeone = false;
  setDebug('helpEvents', 'closed');
}

/** A request for me: a sound, a vibration, a badge, and one announcement (the sound's text twin). */
function receivedRequest(request) {
  if (request.from === session.user?.username) return;
  waiting.set(request.id, request);
  helpsSomeone = true;
  changed();
  haptic([40, 80, 40]);
  sharedPlayer().earcon('done');
  bump('helpRequestCues');
  announce(request.question ? t('help.asksWithQuestion', { name: request.from, question: request.question }) : t('help.asks', { name: request.from }));
}

/** Says a text once through the live region and shows it (the toast stays quiet: already said). */
function sayAndShow(text, timeout = 12_000) {
  announce(text);
  markAnnounced(text);
  toast(text, { timeout });
}

function taken(request) {
  const mine = request.from === session.user?.username;
  if (mine) {
    sayAndShow(`${request.takenBy} is looking at your photo.`, 6000);
    return;
  }
  if (request.takenBy !== session.user?.username) {
    waiting.delete(request.id);
    changed();
  } else {
    waiting.set(request.id, request);
  }
}

/** An answer: the asker hears it once (the helper's voice, or Visor's) and it is announced once. */
async function answered(request) {
  if (request.from !== session.user?.username) {
    waiting.delete(request.id);
    changed();
    return;
  }
  const answer = request.answer || {};
  const text = answer.text ? `${answer.username} answered: ${answer.text}` : `${answer.username} answered by voice.`;
  sayAndShow(text, 20_000);
  bump('helpAnswersAnnounced');
  window.dispatchEvent(new CustomEvent('visor:help-answered', { detail: request }));
  const out = sharedPlayer();
  if (answer.audioUrl) {
    try {
      const response = await fetch(answer.audioUrl, { credentials: 'same-origin' });
      if (!response.ok) throw new Error('the recording could not load');
      out.enqueue({ bytes: new Uint8Array(await response.arrayBuffer()), format: 'mp3' });
      bump('helpAnswersPlayed');
    } catch {
      await out.say(text);
    }
  } else if (await out.say(`${answer.username} says: ${answer.text || ''}`)) {
    bump('helpAnswersPlayed');
  }
}

async function expired(event) {
  const wasWaiting = waiting.delete(event.id);
  if (wasWaiting) { changed(); return; }
  // Mine: nobody answered in time.
  sayAndShow(event.message);
  bump('helpExpiredAnnounced');
  await sharedPlayer().say(event.message);
}

// MARK: "Ask a person" under an answer

/**
 * A button under an answer: sends the photo, the question and the machine's answer to the person's
 * helpers. `analysisId()` names the answer's analysis.
 */
export function askPersonButton(analysisId) {
  const button = html(`<button class="btn ask-person" type="button">${icon('people')} ${esc(t('help.askPerson'))}</button>`);
  button.addEventListener('click', async () => {
    const id = analysisId();
    if (!id) return;
    button.disabled = true;
    try {
      const sent = await api.post(`/api/v1/analyses/${encodeURIComponent(id)}/help`, {});
      const who = (sent.sentTo || []).join(', ');
      announce(who ? t('help.sentTo', { names: who }) : t('help.sentToHelpers'));
      button.textContent = t('help.sent');
      track('help_asked', {});
    } catch (error) {
      button.disabled = false;
      const message = error.code === 'no_helpers'
        ? t('help.noHelper')
        : error.message;
      announce(message);
      markAnnounced(message);
      toast(message, { error: true });
    }
  });
  return button;
}

/**
 * A button that calls an available helper live (video from this phone, voices both ways): straight
 * away when one is available, else a choice; "nobody is available" is said, not only shown.
 */
export function callPersonButton() {
  const button = html(`<button class="btn call-person" type="button">${icon('phone')} ${esc(t('help.callPerson'))}</button>`);
  button.addEventListener('click', callAPerson);
  return button;
}

/** Calls an available helper: at once when there is one, else a choice; nobody available is said. */
export async function callAPerson() {
  let helpers = [];
  try {
    helpers = ((await api.get('/api/v1/helpers')).helpers || []).filter((h) => h.status === 'accepted' && h.available);
  } catch (error) {
    announce(error.message);
    return;
  }
  if (!helpers.length) {
    sayAndShow(t('help.noneAvailable'), 8000);
    return;
  }
  if (helpers.length === 1) { callHelper(helpers[0].username); return; }
  const dialog = sheet(`<h2>${esc(t('help.callWhom'))}</h2><ul class="list">${helpers.map((h) => `<li><button class="row call-one" type="button" data-username="${esc(h.username)}">${esc(h.username)}</button></li>`).join('')}</ul>`, { label: t('help.callHelper') });
  dialog.addEventListener('click', (event) => {
    const choice = event.target.closest('.call-one');
    if (!choice) return;
    dialog.close();
    callHelper(choice.dataset.username);
  });
}

// MARK: Settings → Helpers

/** The Helpers section of Settings: invite, accept, decline, end. */
export function helpersSettings() {
  const section = html(`<section class="helpers-settings" aria-labelledby="helpers-title">
      <h2 class="section-title" id="helpers-title">${esc(t('helpers.title'))}</h2>
      <div class="card settings-form">
        <p class="hint" style="margin-top:0">${esc(t('helpers.hint'))}</p>
        <form class="form-row helper-invite" novalidate>
          <label class="visually-hidden" for="helper-username">${esc(t('helpers.username'))}</label>
          <input class="input" id="helper-username" name="username" maxlength="64" placeholder="${esc(t('helpers.usernamePlaceholder'))}" autocomplete="off">
          <button class="btn primary" type="submit">${icon('plus')} ${esc(t('helpers.invite'))}</button>
        </form>
        <div class="helper-status small muted" aria-live="polite"></div>
      </div>
      <ul class="list helpers-list" aria-label="${esc(t('helpers.yours'))}"></ul>
      <h3 class="section-title helping-title" hidden>${esc(t('helpers.youHelp'))}</h3>
      <ul class="list helping-list" aria-label="${esc(t('helpers.youHelp'))}" hidden></ul>
    </section>`);
  const status = section.querySelector('.helper-status');
  const list = section.querySelector('.helpers-list');
  const helpingList = section.querySelector('.helping-list');

  async function load() {
    let links;
    try {
      links = await api.get('/api/v1/helpers');
    } catch (error) {
      list.replaceChildren(errorNotice(error, load));
      return;
    }
    list.innerHTML = (links.helpers || []).map((h) => `<li class="row helper" data-id="${esc(h.id || '')}">
        <span class="grow">${esc(h.username)} <span class="badge ${h.status === 'accepted' ? 'ok' : 'warn'}">${esc(t(h.everyone ? 'helpers.forEveryone' : h.status === 'accepted' ? 'helpers.accepted' : 'helpers.invited'))}</span>${h.available ? ` <span class="small muted">${esc(t('helpers.availableNow'))}</span>` : ''}</span>
        ${h.available ? `<button class="btn call-helper" type="button" data-username="${esc(h.username)}" aria-label="${esc(t('helpers.callNamed', { name: h.username }))}">${esc(t('helpers.call'))}</button>` : ''}
        ${h.id ? `<button class="btn plain end-helper" type="button" aria-label="${esc(t('helpers.removeNamed', { name: h.username }))}">${esc(t('helpers.remove'))}</button>` : ''}
      </li>`).join('') || `<li class="row muted">${esc(t('helpers.none'))}</li>`;
    const helping = links.helping || [];
    helpsSomeone = helping.length > 0;
    changed();
    section.querySelector('.helping-title').hidden = !helping.length;
    helpingList.hidden = !helping.length;
    helpingList.innerHTML = helping.map((h) => `<li class="row helping" data-id="${esc(h.id)}">
        <span class="grow">${esc(h.username)} <span class="badge ${h.status === 'accepted' ? 'ok' : 'warn'}">${esc(t(h.status === 'accepted' ? 'helpers.youHelpBadge' : 'helpers.asksYou'))}</span></span>
        ${h.status === 'invited' ? `<button class="btn primary accept-helper" type="button" aria-label="${esc(t('helpers.acceptNamed', { name: h.username }))}">${esc(t('helpers.accept'))}</button>` : ''}
        <button class="btn plain end-helper" type="button" aria-label="${esc(t(h.status === 'invited' ? 'helpers.declineNamed' : 'helpers.stopNamed', { name: h.username }))}">${esc(t(h.status === 'invited' ? 'helpers.decline' : 'helpers.stop'))}</button>
      </li>`).join('');
  }

  section.querySelector('.helper-invite').addEventListener('submit', async (event) => {
    event.preventDefault();
    const input = event.target.username;
    const username = input.value.trim();
    if (!username) { input.focus(); return; }
    try {
      await api.post('/api/v1/helpers', { username });
      status.textContent = t('helpers.invitedNamed', { name: username });
      input.value = '';
      load();
    } catch (error) {
      status.textContent = error.message;
    }
  });
  section.addEventListener('click', async (event) => {
    const call = event.target.closest('.call-helper');
    if (call) { callHelper(call.dataset.username); return; }
    const row = event.target.closest('li[data-id]');
    if (!row) return;
    const id = row.dataset.id;
    try {
      if (event.target.closest('.accept-helper')) {
        const link = await api.post(`/api/v1/helpers/${encodeURIComponent(id)}/accept`);
        status.textContent = t('helpers.nowHelp', { name: link.username });
      } else if (event.target.closest('.end-helper')) {
        await api.delete(`/api/v1/helpers/${encodeURIComponent(id)}`);
        status.textContent = t('helpers.removed');
      } else {
        return;
      }
      load();
    } catch (error) {
      status.textContent = error.message;
    }
  });
  load();
  return section;
}

// MARK: The Helping tab

/** The Helping screen: the requests waiting for me, each to take and answer by text or voice. */
export async function renderHelping(main) {
  main.innerHTML = `<div class="page helping-page">
      <header class="page-header"><h1>${esc(t('title.helping'))}</h1></header>
      <p class="hint">${esc(t('helping.hint'))}</p>
      <ul class="list help-requests" aria-label="${esc(t('helping.waiting'))}"></ul>
      <p class="footnote">${esc(t('helping.footnote'))}</p>
    </div>`;
  const list = main.querySelector('.help-requests');
  const objectURLs = [];

  async function photo(img, url) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) return;
      const objectURL = URL.createObjectURL(await response.blob());
      objectURLs.push(objectURL);
      img.src = objectURL;
    } catch { /* the text still says what was asked */ }
  }

  // What was asked and answered before in the analysis, oldest first: how the question came about.
  function earlierTurns(item) {
    const turns = item.earlierTurns || [];
    if (!turns.length) return '';
    return `<section class="help-earlier"><h3 class="small">${esc(t('helping.earlier'))}</h3><ol>${turns.map((turn) => `<li>
        ${turn.question ? `<p dir="auto">${esc(t('helping.earlierAsked', { name: item.from, question: turn.question }))}</p>` : ''}
        <p class="small muted" dir="auto">${esc(t('helping.machineSaid', { answer: turn.answer }))}</p></li>`).join('')}</ol></section>`;
  }

  function draw() {
    const items = [...waiting.values()];
    if (!items.length) {
      list.innerHTML = `<li class="row muted empty">${esc(t('helping.nothing'))}</li>`;
      return;
    }
    for (const item of items) {
      if (list.querySelector(`[data-id="${CSS.escape(item.id)}"]`)) continue;
      list.querySelector('.empty')?.remove();
      const node = html(`<li class="card help-request" data-id="${esc(item.id)}">
          <h2 class="help-from">${esc(item.question ? t('helping.asksQuestion', { name: item.from, question: item.question }) : t('helping.asksPlain', { name: item.from }))}</h2>
          ${earlierTurns(item)}
          <img class="help-photo" alt="${esc(t('helping.photoAlt', { name: item.from }))}">
          ${item.questionAudioUrl ? `<p class="small">${esc(t('helping.theirVoice'))} <audio class="help-question-audio" controls preload="none" src="${esc(item.questionAudioUrl)}"></audio></p>` : ''}
          <p class="small muted">${esc(t('helping.machineSaid', { answer: item.machineAnswer }))}</p>
          <p class="small muted">${esc(t('helping.sentWhen', { when: timeAgo(item.createdAt) }))}</p>
          <div class="help-actions">
            <button class="btn primary take" type="button">${esc(t('helping.take'))}</button>
          </div>
          <form class="help-answer" novalidate hidden>
            <label class="field"><span>${esc(t('helping.yourAnswer'))}</span><textarea class="input" name="text" maxlength="2000" rows="2"></textarea></label>
            <div class="form-row">
              <button class="btn primary send-text" type="submit">${esc(t('helping.send'))}</button>
              <button class="btn record" type="button" aria-pressed="false">${icon('mic')} ${esc(t('helping.holdToAnswer'))}</button>
            </div>
            <div class="help-status small" aria-live="polite"></div>
          </form>
        </li>`);
      photo(node.querySelector('img'), item.imageUrl);
      wire(node, item);
      list.append(node);
      if (item.status === 'taken' && item.takenBy === session.user?.username) showAnswer(node);
    }
    for (const node of list.querySelectorAll('.help-request')) {
      if (!waiting.has(node.dataset.id)) node.remove();
    }
    if (!list.children.length) draw();
  }

  function showAnswer(node) {
    node.querySelector('.help-actions').hidden = true;
    node.querySelector('.help-answer').hidden = false;
  }

  function wire(node, item) {
    const status = node.querySelector('.help-status');
    node.querySelector('.take').addEventListener('click', async () => {
      try {
        await api.post(`/api/v1/help/requests/${encodeURIComponent(item.id)}/take`);
        showAnswer(node);
        node.querySelector('textarea').focus();
        announce(t('helping.took', { name: item.from }));
      } catch (error) {
        announce(error.message);
        if (error.status === 409) { waiting.delete(item.id); changed(); }
      }
    });
    const finish = (message) => {
      waiting.delete(item.id);
      announce(message);
      changed();
    };
    node.querySelector('.help-answer').addEventListener('submit', async (event) => {
      event.preventDefault();
      const text = event.target.text.value.trim();
      if (!text) { event.target.text.focus(); return; }
      try {
        await api.post(`/api/v1/help/requests/${encodeURIComponent(item.id)}/answer`, { text });
        track('help_answered', { kind: 'typed' });
        finish(t('helping.sentAnswer', { name: item.from }));
      } catch (error) {
        status.textContent = error.message;
      }
    });
    // Hold to record; release to send the recording.
    const record = node.querySelector('.record');
    let recorder = null;
    let chunks = [];
    let stream = null;
    const start = async (event) => {
      event?.preventDefault();
      if (recorder) return;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        const mimeType = recorderMimeType();
        chunks = [];
        recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
        recorder.ondataavailable = (e) => { if (e.data && e.data.size) chunks.push(e.data); };
        recorder.start(250);
        record.setAttribute('aria-pressed', 'true');
        record.classList.add('recording');
        announce(t('helping.recording'));
      } catch (error) {
        recorder = null;
        status.textContent = t('helping.noMic');
      }
    };
    const stop = async () => {
      if (!recorder) return;
      const current = recorder;
      recorder = null;
      record.setAttribute('aria-pressed', 'false');
      record.classList.remove('recording');
      const done = new Promise((resolve) => { current.onstop = resolve; });
      current.stop();
      await done;
      for (const track of stream?.getTracks() || []) track.stop();
      const type = current.mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      if (blob.size < 1000) { announce(t('helping.tooShort')); return; }
      const form = new FormData();
      form.append('audio', blob, `answer.${extensionFor(type)}`);
      status.textContent = t('helping.sending');
      try {
        await api.upload(`/api/v1/help/requests/${encodeURIComponent(item.id)}/answer`, form);
        track('help_answered', { kind: 'spoken' });
        finish(t('helping.sentVoice', { name: item.from }));
      } catch (error) {
        status.textContent = error.message;
      }
    };
    record.addEventListener('pointerdown', (event) => { if (event.button === 0) { record.setPointerCapture?.(event.pointerId); start(event); } });
    record.addEventListener('pointerup', (event) => { if (event.button === 0) stop(); });
    record.addEventListener('pointercancel', stop);
    record.addEventListener('keydown', (event) => {
      if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) { event.preventDefault(); start(); }
    });
    record.addEventListener('keyup', (event) => {
      if (event.key === ' ' || event.key === 'Enter') { event.preventDefault(); stop(); }
    });
  }

  draw();
  const off = onHelpingChange(draw);
  return () => {
    off();
    for (const url of objectURLs) URL.revokeObjectURL(url);
  };
}

