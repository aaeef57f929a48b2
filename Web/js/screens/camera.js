// Camera (home screen): live viewfinder; tap the shutter = photo + describe; press and hold (≥ 0.2 s) =
// record a spoken question while held, release = capture and ask. Answers stream as large captions and
// are spoken chunk by chunk. Modes: Describe, Car (identify → garage), Cute (classifier gauge).
import { askPersonButton, callPersonButton, callAPerson } from '../helpers.js';
import { api, stream, loadImage, ApiError } from '../api.js';
import { icon } from '../icons.js';
import { esc, html, announce, toast, timeAgo, sheet, confirmDialog, errorNotice } from '../ui.js';
import { session, onUserChange } from '../state.js';
import { SpeechPlayer, recorderMimeType, extensionFor, haptic } from '../audio.js';
import { track } from '../analytics.js';
import { speechDefault, tellResult, askReaderChoiceOnce } from '../voice.js';
import { LiveCamera, liveModeFor } from '../live.js';
import { Conversation } from '../conversation.js';
import { gaugeHTML, cuteScore } from '../gauge.js';
import { carTitle, carSpecs, carSpoken } from './garage.js';
import { whoIsThisButton } from '../faces.js';
import { t } from '../i18n.js';
import {
  onQuotaChange, setRefusalSpeaker, currentBlock, blockReason, waitWords, tellBlocked, speakLocally,
  hasAnalysisLimit, refreshLimits, fewLeftNow, analysisLimit,
} from '../quota.js';

const HOLD_MS = 200;
const DESCRIBE_PROMPT = 'Describe exactly what you see.';
// Labels and statuses are catalogue ids (`label()` reads them in the person's language).
const MODES = [
  { id: 'describe', label: 'mode.describe' },
  { id: 'car', label: 'mode.car' },
  { id: 'cute', label: 'mode.cute' },
];
// The channels of Describe (mode on /api/v1/vision/analyze); the picker beside Describe / Car / Cute.
const CHANNELS = [
  { id: 'describe', label: 'channel.describe', status: 'status.looking' },
  { id: 'text', label: 'channel.text', status: 'status.reading' },
  { id: 'document', label: 'channel.document', status: 'status.readingPage' },
  { id: 'barcode', label: 'channel.barcode', status: 'status.code' },
  { id: 'colour', label: 'channel.colour', status: 'status.colour' },
  { id: 'light', label: 'channel.light', status: 'status.light' },
  { id: 'people', label: 'channel.people', status: 'status.people' },
];
// How the server's own question for a channel begins (AnalysisMode.prompt), to name such answers by channel.
const CHANNEL_PROMPTS = {
  text: ['Read the text in this photo'], document: ['This photo shows a document.'],
  barcode: ['Read every barcode and QR code'], colour: ['What colour is the thing at the centre'],
  light: ['How bright is this scene'], people: ['How many people are in this photo'],
  car: ['Identify this car:'], cute: ['Is this cute?'],
};
// What Live can look for (find mode, docs/live.md): offered in the channel picker while Live is on.
const FIND_TARGETS = [
  { id: 'person', label: 'find.person' },
  { id: 'face', label: 'find.face' },
  { id: 'text', label: 'find.text' },
  { id: 'barcode', label: 'find.barcode' },
];
const STATUS = { describe: 'status.looking', car: 'status.car', cute: 'status.cute' };
const SHUTTER_LABELS = {
  describe: 'shutter.describe',
  car: 'shutter.car',
  cute: 'shutter.cute',
};

export async function render(main) {
  // The remembered channel (defaultMode in /api/v1/me): car and cute are modes, the rest Describe's channels.
  const remembered = session.user?.defaultMode || 'describe';
  let mode = sessionStorage.getItem('visor.mode') || (MODES.some((m) => m.id === remembered) ? remembered : 'describe');
  if (!MODES.some((m) => m.id === mode)) mode = 'describe';
  let channel = CHANNELS.some((c) => c.id === remembered) ? remembered : 'describe';
  let speak = sessionStorage.getItem('visor.speak');
  speak = speak === null ? speechDefault(session.user) : speak === 'true';
  let facing = 'environment';
  let videoStream = null;
  let micStream = null;
  let recorder = null;
  let chunks = [];
  let holdTimer = null;
  let pressing = false;
  let recording = false;
  let busy = false;
  let abort = null;
  let cameraState = 'starting'; // starting | live | denied | none | error
  let disposed = false;
  let lastAnalysis = null; // { id } of the newest answer in Describe: follow-up questions go there
  let flipped = false; // announce the camera after a flip, not on the first start
  let typedQuestion = null; // a question typed before the photo (sent with the next shutter tap)
  let tick = null; // counts a rate limit's wait down on screen
  let findTarget = null; // Live's find target (person, face, text, barcode, or a taught name), chosen in the picker
  let findChoice = null; // the picker's value for it: find:person, thing:keys, known:Ana
  let liveTicks = sessionStorage.getItem('visor.liveTick') === 'true'; // a soft tick for `quiet`
  let livePausedByHiding = false;

  main.innerHTML = `
    <section class="camera" data-mode="${mode}" aria-labelledby="camera-title">
      <h1 class="visually-hidden" id="camera-title">${esc(t('title.camera'))}</h1>
      <div class="camera-main">
        <figure class="viewfinder" aria-label="${esc(t('camera.viewfinder'))}">
          <video playsinline muted autoplay aria-hidden="true"></video>
          <img class="still" alt="" hidden>
          <div class="viewfinder-placeholder" hidden></div>
          <div class="cam-top">
            <button class="icon-btn speak-toggle" type="button"></button>
            <span class="cam-title" aria-hidden="true"><span class="mode-badge mode-name"></span><span class="mode-badge rec-badge"><span class="rec-dot"></span>${esc(t('camera.listening'))}</span></span>
            <div class="group">
              <button class="icon-btn live-toggle" type="button" aria-pressed="false" aria-keyshortcuts="L">${icon('live')}<span class="live-label" aria-hidden="true">${esc(t('camera.live'))}</span></button>
              <button class="icon-btn talk-toggle" type="button" aria-pressed="false" aria-keyshortcuts="C">${icon('mic')}<span class="live-label" aria-hidden="true">${esc(t('camera.talk'))}</span></button>
            <button class="icon-btn type-question" type="button" aria-label="${esc(t('camera.typeQuestion'))}">${icon('chat')}</button>
              <button class="icon-btn call-a-person" type="button" aria-label="${esc(t('help.callPerson'))}">${icon('phone')}</button>
              <a class="icon-btn" href="#/settings" aria-label="${esc(t('title.settings'))}">${icon('settings')}</a>
              <button class="icon-btn open-recent" type="button" aria-label="${esc(t('recent.title'))}" aria-expanded="false" aria-controls="recent-panel">${icon('history')}</button>
            </div>
          </div>
          <div class="captions" hidden></div>
        </figure>
      </div>
      <div class="controls">
        <div class="modes" role="radiogroup" aria-label="${esc(t('camera.mode'))}">
          ${MODES.map((m) => `<button class="mode" type="button" role="radio" data-mode="${m.id}" aria-checked="${m.id === mode}" tabindex="${m.id === mode ? 0 : -1}">${esc(t(m.label))}</button>`).join('')}
          <label class="visually-hidden" for="camera-channel">${esc(t('camera.channel'))}</label>
          <select class="channel-picker" id="camera-channel">
            ${CHANNELS.map((c) => `<option value="${c.id}"${c.id === channel ? ' selected' : ''}>${esc(t(c.label))}</option>`).join('')}
            <optgroup label="${esc(t('camera.liveOnly'))}" class="find-options" hidden disabled>
              ${FIND_TARGETS.map((f) => `<option value="find:${f.id}">${esc(t(f.label))}</option>`).join('')}
            </optgroup>
            <optgroup label="${esc(t('find.yourThings'))}" class="find-things" hidden disabled></optgroup>
            <optgroup label="${esc(t('find.yourPeople'))}" class="find-people" hidden disabled></optgroup>
          </select>
        </div>
        <div class="shutter-row">
          <button class="icon-btn left library" type="button" aria-label="${esc(t('camera.library'))}">${icon('photos')}</button>
          <input class="library-input" type="file" accept="image/*,.heic,.heif,image/heic,image/heif" hidden>
          <button class="shutter" type="button"><span class="core"></span><span class="progress" aria-hidden="true"></span></button>
          <button class="icon-btn right flip" type="button" aria-label="${esc(t('camera.flip'))}">${icon('flip')}</button>
        </div>
        <p class="hint-line" aria-hidden="true"></p>
      </div>
      <!-- After the controls: the shutter comes before the recent answers in Tab order (issue 23). -->
      <aside class="recent" id="recent-panel" aria-labelledby="recent-title">
        <header><h2 id="recent-title">${esc(t('recent.title'))}</h2>
          <button class="icon-btn ghost close-recent" type="button" aria-label="${esc(t('recent.close'))}">${icon('close')}</button></header>
        <div class="search recent-search" role="search">${icon('search')}
          <label class="visually-hidden" for="recent-search">${esc(t('recent.search'))}</label>
          <input class="input" id="recent-search" type="search" placeholder="${esc(t('recent.searchPlaceholder'))}" autocomplete="off"></div>
        <ul class="recent-list" aria-live="off"></ul>
      </aside>
    </section>`;

  const root = main.querySelector('.camera');
  root.querySelector('.call-a-person').addEventListener('click', () => callAPerson());
  const video = root.querySelector('video');
  const still = root.querySelector('.still');
  const placeholder = root.querySelector('.viewfinder-placeholder');
  const captions = root.querySelector('.captions');
  const shutter = root.querySelector('.shutter');
  const flipButton = root.querySelector('.flip');
  const libraryInput = root.querySelector('.library-input');
  const speakToggle = root.querySelector('.speak-toggle');
  const modeName = root.querySelector('.mode-name');
  const hintLine = root.querySelector('.hint-line');
  const recentList = root.querySelector('.recent-list');
  const recentSearch = root.querySelector('#recent-search');
  let recentTimer = null;
  const openRecent = root.querySelector('.open-recent');
  const closeRecent = root.querySelector('.close-recent');
  const channelPicker = root.querySelector('.channel-picker');
  const liveToggle = root.querySelector('.live-toggle');
  const talkToggle = root.querySelector('.talk-toggle');
  let conversation = null;
  const findOptions = root.querySelector('.find-options');
  const findThings = root.querySelector('.find-things');
  const findPeople = root.querySelector('.find-people');
  const channelInfo = () => CHANNELS.find((c) => c.id === channel) || CHANNELS[0];
  /** The channel analyze is asked in: Car and Cute, or Describe's chosen channel. */
  const analysisMode = () => (mode === 'describe' ? channel : mode);

  /** Remembers the channel for this user (PATCH /api/v1/me defaultMode); a failure only costs the memory. */
  async function rememberMode() {
    const chosen = analysisMode();
    if (session.user) session.user.defaultMode = chosen;
    try { await api.patch('/api/v1/me', { defaultMode: chosen }, { background: true }); } catch { /* kept for this visit */ }
  }

  const player = new SpeechPlayer({ onchange: () => updateControls() });
  const liveCamera = new LiveCamera({ video, onMessage: liveMessage, onEnd: liveEnded });

  // ---------- UI state ----------
  function updateControls() {
    root.dataset.mode = mode;
    const live = liveCamera.active;
    modeName.textContent = live ? t('live.heading', { what: liveLabel() }) : mode === 'describe' ? t(channelInfo().label) : t(MODES.find((m) => m.id === mode).label);
    findOptions.hidden = !live;
    findOptions.disabled = !live;
    for (const group of [findThings, findPeople]) {
      group.hidden = !live || !group.children.length;
      group.disabled = group.hidden;
    }
    channelPicker.value = live && findChoice ? findChoice : channel;
    channelPicker.disabled = busy;
    liveToggle.setAttribute('aria-pressed', String(live));
    liveToggle.setAttribute('aria-label', live ? t('live.toggleOn', { what: liveLabel() }) : t('live.toggleOff'));
    root.classList.toggle('live-on', live);
    const talking = Boolean(conversation?.active);
    talkToggle.setAttribute('aria-pressed', String(talking));
    talkToggle.setAttribute('aria-label', talking ? t('talk.toggleOn') : t('talk.toggleOff'));
    root.classList.toggle('talk-on', talking);
    speakToggle.innerHTML = icon(speak ? 'speaker' : 'speakerOff');
    speakToggle.setAttribute('aria-pressed', String(speak));
    speakToggle.setAttribute('aria-label', speak ? t('camera.speakOn') : t('camera.speakOff'));
    shutter.disabled = busy;
    shutter.classList.toggle('busy', busy);
    shutter.classList.toggle('recording', recording);
    root.classList.toggle('recording', recording);
    const noCamera = cameraState !== 'live' && cameraState !== 'starting';
    // A refusal in force (quota.js): the shutter stays focusable but says why it is off, and turns
    // back on by itself when the wait ends. Cute is not an analysis, so a day's quota leaves it on.
    const blocked = busy || recording ? null : currentBlock({ analysis: mode !== 'cute' });
    const noneLeft = mode !== 'cute' && analysisLimit()?.remaining === 0;
    shutter.classList.toggle('blocked', Boolean(blocked));
    if (blocked) shutter.setAttribute('aria-disabled', 'true'); else shutter.removeAttribute('aria-disabled');
    const shutterLabel = noCamera ? t('shutter.noCamera') : t(SHUTTER_LABELS[mode]);
    shutter.setAttribute('aria-label', busy ? t('shutter.working') : recording ? t('shutter.recording')
      : blocked ? t('shutter.paused', { why: blockReason(blocked, { rounded: true }) })
        : noneLeft ? t('shutter.noneLeft', { label: shutterLabel }) : shutterLabel);
    syncAskButtons();
    const waitNode = captions.querySelector('.refusal-wait');
    if (waitNode) {
      const running = currentBlock();
      waitNode.textContent = running ? waitWords(running) : t('quota.ready');
    }
    if (currentBlock()?.code === 'rate_limited') { if (!tick) tick = setInterval(updateControls, 1000); } else if (tick) { clearInterval(tick); tick = null; }
    shutter.setAttribute('aria-busy', String(busy));
    const cameraLive = cameraState === 'live';
    flipButton.hidden = !cameraLive;
    for (const button of root.querySelectorAll('.mode')) {
      button.setAttribute('aria-checked', String(button.dataset.mode === mode));
      button.tabIndex = button.dataset.mode === mode ? 0 : -1;
    }
    hintLine.textContent = blocked ? blockReason(blocked)
      : noneLeft ? t('hint.noneLeft')
      : !cameraLive ? t('hint.choosePhoto')
      : live ? t('hint.live', { what: liveLabel() })
      : mode === 'describe' ? t(`hint.${channel}`) : mode === 'car' ? t('hint.car') : t('hint.cute');
    const stopButton = captions.querySelector('.stop');
    if (stopButton) stopButton.hidden = !(busy || player.speaking);
  }

  /** The follow-up's Ask and hold-to-ask buttons say why they are off while a refusal runs. */
  function syncAskButtons() {
    const blocked = currentBlock({ analysis: true });
    for (const button of root.querySelectorAll('.ask-send, .ask-hold')) {
      const base = button.classList.contains('ask-send') ? t('ask.send') : t('ask.hold');
      if (blocked) {
        button.setAttribute('aria-disabled', 'true');
        button.setAttribute('aria-label', t(button.classList.contains('ask-send') ? 'ask.sendPaused' : 'ask.holdPaused', { why: blockReason(blocked, { rounded: true }) }));
        button.title = blockReason(blocked);
      } else {
        button.removeAttribute('aria-disabled');
        if (button.classList.contains('ask-send')) button.removeAttribute('aria-label'); else button.setAttribute('aria-label', base);
        button.removeAttribute('title');
      }
    }
  }

  /** True (and says why, once for this press) when a refusal stops this kind of work; nothing is sent. */
  function refusedNow({ analysis = mode !== 'cute' } = {}) {
    const blocked = currentBlock({ analysis });
    if (!blocked) return false;
    tellBlocked(blocked);
    updateControls();
    return true;
  }

  function showCaptions(content, { error = false } = {}) {
    captions.hidden = false;
    captions.classList.toggle('error', error);
    captions.innerHTML = '';
    if (typeof content === 'string') captions.innerHTML = content;
    else captions.append(content);
    const actions = html(`<div class="cap-actions">
      <button class="btn stop" type="button" aria-label="${esc(t('common.stop'))}" hidden>${icon('stop')}</button>
      <button class="btn dismiss" type="button" aria-label="${esc(t('camera.dismiss'))}">${icon('close')}</button></div>`);
    actions.querySelector('.stop').addEventListener('click', stopAll);
    actions.querySelector('.dismiss').addEventListener('click', () => {
      if (liveCamera.active && captions.querySelector('.live-panel')) { toggleLive(); liveToggle.focus(); return; }
      if (conversation?.active && captions.querySelector('.talk-panel')) { conversation.stop(); talkToggle.focus(); return; }
      stopAll(); hideCaptions(); shutter.focus();
    });
    captions.append(actions);
    updateControls();
  }

  function hideCaptions() {
    captions.hidden = true;
    captions.innerHTML = '';
    still.hidden = true;
  }

  function statusHTML(text) {
    return `<div class="status"><span class="spinner small" aria-hidden="true"></span><span>${esc(text)}</span></div>`;
  }

  function showError(error, retry) {
    const node = html('<div></div>');
    const notice = errorNotice(error, retry ? () => { retry(); } : null);
    notice.style.margin = '0';
    notice.style.background = 'transparent';
    notice.style.padding = '0';
    node.append(notice);
    // The live region says it: a notice with role=alert inside the captions would say it twice.
    notice.removeAttribute('role');
    if (error?.status === 429) {
      // quota.js has announced and spoken the server's sentence once; the wait is shown under it.
      notice.querySelector('.grow').append(html('<p class="refusal-wait"></p>'));
      showCaptions(node, { error: true });
      return;
    }
    showCaptions(node, { error: true });
    announce(error.message);
    if (speak) sayAloud(error.message);
  }

  // ---------- Camera ----------
  function showPlaceholder(kind, message) {
    placeholder.hidden = false;
    const title = kind === 'denied' ? t('camera.deniedTitle') : kind === 'none' ? t('camera.noneTitle') : t('camera.failedTitle');
    placeholder.innerHTML = `<div class="inner">${icon('cameraOff')}<h2>${esc(title)}</h2><p>${esc(message)}</p>
      <div class="form-row" style="justify-content:center;flex-wrap:wrap">
        <button class="btn primary pick" type="button">${icon('photos')} ${esc(t('camera.choosePhoto'))}</button>
        ${kind !== 'none' ? `<button class="btn retry-camera" type="button">${esc(t('common.tryAgain'))}</button>` : ''}</div></div>`;
    placeholder.querySelector('.pick').addEventListener('click', () => libraryInput.click());
    placeholder.querySelector('.retry-camera')?.addEventListener('click', () => startCamera());
  }

  async function startCamera() {
    stopVideo();
    if (!navigator.mediaDevices?.getUserMedia) {
      cameraState = 'none';
      showPlaceholder('none', window.isSecureContext
        ? t('camera.noAccess')
        : t('camera.needsHttps'));
      updateControls();
      return;
    }
    cameraState = 'starting';
    updateControls();
    try {
      const streamNow = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false,
      });
      if (disposed) { streamNow.getTracks().forEach((t) => t.stop()); return; }
      videoStream = streamNow;
      video.srcObject = streamNow;
      video.classList.toggle('mirrored', facing === 'user');
      await video.play().catch(() => {});
      placeholder.hidden = true;
      cameraState = 'live';
      track('camera_started', { facing });
      if (flipped) {
        announce(facing === 'user' ? t('camera.front') : t('camera.back'));
        if (speak) sayAloud(facing === 'user' ? t('camera.front') : t('camera.back'));
      }
    } catch (error) {
      const name = error?.name || '';
      if (name === 'NotAllowedError' || name === 'SecurityError') {
        cameraState = 'denied';
        const how = t('camera.deniedHow');
        showPlaceholder('denied', how);
        // Shown and said: a person who cannot see the placeholder hears why the camera is dark.
        announce(`${t('camera.deniedTitle')}. ${how}`);
        track('permission_denied', { device: 'camera' });
      } else if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
        cameraState = name === 'NotReadableError' ? 'error' : 'none';
        showPlaceholder(cameraState, name === 'NotReadableError'
          ? t('camera.busy')
          : t('camera.noneHere'));
      } else {
        cameraState = 'error';
        showPlaceholder('error', t('camera.stopped'));
      }
    }
    updateControls();
  }

  function stopVideo() {
    videoStream?.getTracks().forEach((t) => t.stop());
    videoStream = null;
    video.srcObject = null;
  }

  function captureFrame() {
    return new Promise((resolve, reject) => {
      const width = video.videoWidth;
      const height = video.videoHeight;
      if (!width || !height) { reject(new ApiError(0, 'no_frame', t('camera.noFrame'))); return; }
      const scale = Math.min(1, 1600 / Math.max(width, height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const context = canvas.getContext('2d');
      // Never mirrored: the front camera's preview is mirrored (CSS) so it feels like a mirror, but
      // the photo is what the camera saw — text reads forwards and cars are saved the right way round.
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ApiError(0, 'no_frame', t('camera.noPhoto')))), 'image/jpeg', 0.88);
    });
  }

  function freeze(blob) {
    // Hold the captured frame on screen while Visor works (library photos too, when the browser can show them).
    if (still.dataset.url) URL.revokeObjectURL(still.dataset.url);
    const url = URL.createObjectURL(blob);
    still.dataset.url = url;
    still.onerror = () => { still.hidden = true; };
    still.src = url;
    still.hidden = false;
  }

  // ---------- Microphone ----------
  async function ensureMic() {
    if (micStream && micStream.getAudioTracks().some((t) => t.readyState === 'live')) return micStream;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      throw new ApiError(0, 'no_microphone', t('mic.cantRecord'));
    }
    try {
      micStream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true }, video: false });
      return micStream;
    } catch (error) {
      track('permission_denied', { device: 'microphone' });
      if (error?.name === 'NotAllowedError' || error?.name === 'SecurityError') {
        throw new ApiError(0, 'microphone_denied', t('mic.denied'));
      }
      throw new ApiError(0, 'no_microphone', t('mic.none'));
    }
  }

  async function startRecording() {
    if (!pressing) return;
    recording = true;
    chunks = [];
    updateControls();
    announce(t('camera.listeningAnnounce'));
    track('shutter_hold');
    try {
      const mic = await ensureMic();
      if (!recording) return; // released while the permission prompt was up
      const mimeType = recorderMimeType();
      recorder = new MediaRecorder(mic, mimeType ? { mimeType } : undefined);
      recorder.ondataavailable = (event) => { if (event.data && event.data.size) chunks.push(event.data); };
      recorder.start(250);
      showCaptions(statusHTML(t('camera.listeningRelease')));
    } catch (error) {
      recording = false;
      recorder = null;
      updateControls();
      showError(error);
    }
  }

  function stopRecording() {
    return new Promise((resolve) => {
      const active = recorder;
      recorder = null;
      recording = false;
      if (!active || active.state === 'inactive') { resolve(null); return; }
      active.onstop = () => resolve(new Blob(chunks, { type: active.mimeType || 'audio/webm' }));
      active.stop();
    });
  }

  // ---------- Shutter gesture ----------
  function pressStart() {
    player.unlock();
    if (busy || pressing) return;
    pressing = true;
    shutter.classList.add('pressed');
    if (mode === 'describe' && cameraState === 'live' && !currentBlock()) holdTimer = setTimeout(startRecording, HOLD_MS);
  }

  async function pressEnd() {
    player.unlock(); // iOS counts touchend/pointerup as the gesture
    if (!pressing) return;
    pressing = false;
    shutter.classList.remove('pressed');
    clearTimeout(holdTimer);
    holdTimer = null;
    if (recording) {
      const audio = await stopRecording();
      updateControls();
      if (!audio || audio.size < 1000) {
        showError(new ApiError(0, 'too_short', t('mic.tooShortShutter')));
        return;
      }
      await run({ kind: 'ask', audio });
    } else if (cameraState !== 'live') {
      if (refusedNow()) return;
      libraryInput.click(); // no camera: the shutter opens the photo library
    } else {
      track('shutter_tap', { mode });
      await run({ kind: 'tap' });
    }
  }

  function pressCancel() {
    if (!pressing) return;
    pressing = false;
    shutter.classList.remove('pressed');
    clearTimeout(holdTimer);
    if (recording) { stopRecording(); updateControls(); hideCaptions(); }
  }

  shutter.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    event.preventDefault();
    shutter.setPointerCapture?.(event.pointerId);
    pressStart();
  });
  shutter.addEventListener('pointerup', (event) => { if (event.button === 0) pressEnd(); });
  shutter.addEventListener('pointercancel', pressCancel);
  shutter.addEventListener('contextmenu', (event) => event.preventDefault());
  // Keyboard: Space/Enter on the shutter, and Space anywhere on the screen that isn't another control.
  function isTypingTarget(target) {
    return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }
  function keyTargetsShutter(event) {
    if (event.code !== 'Space' && event.key !== ' ' && !(event.key === 'Enter' && event.target === shutter)) return false;
    if (isTypingTarget(event.target) || document.querySelector('dialog[open]')) return false;
    const target = event.target;
    return target === shutter || target === document.body || target === main || !(target instanceof HTMLElement) || !target.closest('button, a, label, summary, [role=radio]');
  }
  function onKeyDown(event) {
    if ((event.key === 'l' || event.key === 'L') && !event.repeat && !event.ctrlKey && !event.metaKey && !event.altKey
      && !isTypingTarget(event.target) && !document.querySelector('dialog[open]')) {
      event.preventDefault();
      toggleLive();
      return;
    }
    if ((event.key === 'c' || event.key === 'C') && !event.repeat && !event.ctrlKey && !event.metaKey && !event.altKey
      && !isTypingTarget(event.target) && !document.querySelector('dialog[open]')) {
      event.preventDefault();
      toggleConversation();
      return;
    }
    if (!keyTargetsShutter(event)) return;
    event.preventDefault();
    if (event.repeat) return;
    if (event.key === 'Enter') { pressStart(); pressEnd(); return; }
    pressStart();
  }
  function onKeyUp(event) {
    if (!keyTargetsShutter(event) || event.key === 'Enter') return;
    event.preventDefault();
    pressEnd();
  }
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('keyup', onKeyUp);
  // A click with no pointer (assistive tech "activate") counts as a tap.
  shutter.addEventListener('click', (event) => {
    if (event.detail !== 0 || pressing || busy) return;
    player.unlock();
    if (cameraState !== 'live') { if (!refusedNow()) libraryInput.click(); return; }
    track('shutter_tap', { mode, via: 'activate' });
    run({ kind: 'tap' });
  });

  // ---------- Live (docs/live.md) ----------
  function liveLabel() {
    if (findChoice?.startsWith('thing:')) return t('find.thing', { name: findTarget });
    if (findChoice?.startsWith('known:')) return t('find.known', { name: findTarget });
    if (findTarget) return t(FIND_TARGETS.find((f) => f.id === findTarget)?.label || 'find.generic');
    return t(channel === 'document' ? 'channel.text' : channelInfo().label);
  }

  function toggleLive() {
    if (liveCamera.active) {
      liveCamera.stop();
      liveEnded(t('live.off'), { byUser: true });
      return;
    }
    if (cameraState !== 'live') {
      const why = t('live.needsCamera');
      announce(why);
      if (speak) sayAloud(why);
      return;
    }
    player.unlock();
    if (mode !== 'describe') { mode = 'describe'; sessionStorage.setItem('visor.mode', mode); }
    findTarget = null;
    findChoice = null;
    liveCamera.start({ mode: liveModeFor(channel), speak });
    loadTaught();
    track('live_on', { channel });
    showLivePanel();
    if (speak) player.earcon('start');
    announce(t('live.on', { what: liveLabel() }));
    updateControls();
  }

  /** The person's taught things and people, as find targets in the picker (names from the server). */
  async function loadTaught() {
    const fill = async (group, path, kind, label) => {
      let items = [];
      try { items = (await api.get(path, { background: true })).items || []; } catch { /* off, or none: no group */ }
      group.replaceChildren(...items.map((item) => {
        const option = document.createElement('option');
        option.value = `${kind}:${item.name}`;
        option.textContent = t(label, { name: item.name });
        return option;
      }));
    };
    await Promise.all([
      fill(findThings, '/api/v1/things', 'thing', 'find.thing'),
      fill(findPeople, '/api/v1/faces', 'known', 'find.known'),
    ]);
    if (!disposed) updateControls();
  }

  /** The captions become the live log: newest saying first, the last few kept. */
  function showLivePanel() {
    const panel = html(`<div class="live-panel">
      <p class="live-state"><span class="live-dot" aria-hidden="true"></span><span class="live-heading"></span></p>
      <ol class="live-lines"></ol>
      <label class="live-tick-row"><input type="checkbox" class="live-tick"${liveTicks ? ' checked' : ''}> ${esc(t('live.tick'))}</label>
    </div>`);
    panel.querySelector('.live-heading').textContent = t('live.heading', { what: liveLabel() });
    panel.querySelector('.live-tick').addEventListener('change', (event) => {
      liveTicks = event.target.checked;
      sessionStorage.setItem('visor.liveTick', String(liveTicks));
    });
    showCaptions(panel);
    captions.querySelector('.dismiss')?.setAttribute('aria-label', t('live.turnOff'));
  }

  function liveLine(text, { error = false } = {}) {
    if (!captions.querySelector('.live-panel') && !busy) showLivePanel();
    const list = captions.querySelector('.live-lines');
    if (!list) return;
    const item = document.createElement('li');
    item.textContent = text;
    if (error) item.classList.add('error');
    list.prepend(item);
    while (list.children.length > 5) list.lastElementChild.remove();
    const heading = captions.querySelector('.live-heading');
    if (heading) heading.textContent = t('live.heading', { what: liveLabel() });
  }

  function liveMessage(message) {
    const root = document.documentElement;
    switch (message.type) {
      case 'ready':
        root.dataset.liveReady = String(Number(root.dataset.liveReady || 0) + 1);
        break;
      case 'said':
        root.dataset.liveSaid = String(Number(root.dataset.liveSaid || 0) + 1);
        // In a conversation Live only supplies the frame each question goes with: one voice speaks.
        if (conversation?.active) break;
        liveLine(message.text);
        if (findTarget) player.earcon('find', message.place ? placePitch(message.place) : findPitch(message.text));
        // One voice: the saying's audio, or the live region when Visor is quiet.
        if (speak && message.audio) player.enqueue({ audio: message.audio, format: message.format });
        else announce(message.text);
        break;
      case 'quiet':
        root.dataset.liveQuiet = String(Number(root.dataset.liveQuiet || 0) + 1);
        captions.querySelector('.live-dot')?.classList.toggle('pulse');
        if (liveTicks) player.earcon('tick');
        break;
      case 'error':
        liveLine(message.message, { error: true });
        tellResult(message.message, speak && sayAloud);
        break;
      default:
        break; // `closing` ends the session: liveEnded says why
    }
  }

  /** The same from the saying's `place` (any language): centred highest, 12 o'clock next, 6 o'clock lowest. */
  function placePitch(place) {
    if (place.hour == null) return 988;
    const away = Math.min(Math.abs(place.hour - 12) % 12, 12 - (Math.abs(place.hour - 12) % 12));
    return 880 - away * 70;
  }

  /** Higher when the target is nearer the middle: "centred" highest, 12 o'clock next, 6 o'clock lowest. */
  function findPitch(text) {
    if (/centred|centered/i.test(text)) return 988;
    const hour = Number((/at (\d{1,2}) o.clock/i.exec(text) || [])[1]);
    if (!hour) return 440;
    const away = Math.min(Math.abs(hour - 12) % 12, 12 - (Math.abs(hour - 12) % 12)); // 0…6 hours from 12
    return 880 - away * 70;
  }

  function liveEnded(why, { byUser = false } = {}) {
    findTarget = null;
    findChoice = null;
    track('live_off', { byUser: String(byUser) });
    if (captions.querySelector('.live-panel')) hideCaptions();
    updateControls();
    if (document.hidden) { livePausedByHiding = true; return; }
    announce(why);
    if (speak && !byUser) sayAloud(why);
  }

  // Live stops when Visor is in the background (no frames are sent from a hidden tab) and says so
  // when the person comes back.
  function onVisibility() {
    if (document.hidden && liveCamera.active) {
      liveCamera.stop();
      liveEnded(t('live.paused'));
      livePausedByHiding = true;
    } else if (!document.hidden && livePausedByHiding) {
      livePausedByHiding = false;
      const why = t('live.paused');
      announce(why);
      if (speak) sayAloud(why);
    }
  }
  document.addEventListener('visibilitychange', onVisibility);
  liveToggle.addEventListener('click', () => toggleLive());
  talkToggle.addEventListener('click', () => toggleConversation());

  // ---------- Conversation (docs/realtime.md, decision 035) ----------
  /** The camera's newest frame as a JPEG data URL, when Live is on (the question is about what it sees now). */
  function frameDataURL() {
    if (!liveCamera.active || cameraState !== 'live' || !video.videoWidth) return null;
    const scale = Math.min(1, 1024 / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d').drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  }

  function showTalkPanel() {
    const panel = html(`<div class="talk-panel">
      <p class="live-state"><span class="live-dot" aria-hidden="true"></span><span class="talk-state">${esc(t('talk.title'))}</span></p>
      <p class="talk-you" aria-live="off"></p>
      <p class="talk-answer" aria-live="off"></p>
      <p class="talk-hint">${esc(t('talk.hint'))}</p>
    </div>`);
    showCaptions(panel);
    captions.querySelector('.dismiss')?.setAttribute('aria-label', t('talk.turnOff'));
  }

  const TALK_STATES = { listening: 'talk.listening', hearing: 'talk.hearing', thinking: 'talk.thinking', answering: 'talk.answering', paused: 'talk.paused' };

  function talkState(state, reason) {
    const root = document.documentElement;
    root.dataset.talkState = state;
    if (state === 'ended') {
      if (captions.querySelector('.talk-panel')) hideCaptions();
      announce(reason || t('talk.off'));
      conversation = null;
      updateControls();
      return;
    }
    const label = captions.querySelector('.talk-state');
    if (label) label.textContent = t('talk.state', { state: TALK_STATES[state] ? t(TALK_STATES[state]) : state });
    updateControls();
  }

  function talkWords(role, text) {
    const node = captions.querySelector(role === 'user' ? '.talk-you' : '.talk-answer');
    if (node) node.textContent = role === 'user' ? `You: ${text}` : text;
  }

  async function toggleConversation() {
    if (conversation?.active) { conversation.stop(); return; }
    if (conversation) return; // starting
    stopAll();
    conversation = new Conversation({ getFrame: frameDataURL, say: announce, onState: talkState, onWords: talkWords });
    showTalkPanel();
    track('conversation_on', { live: liveCamera.active });
    try {
      await conversation.start();
    } catch {
      conversation.end(t('talk.needsMic'));
    }
    updateControls();
  }

  // Tap anywhere on the viewfinder (not on a button) pauses the conversation, and goes on again.
  root.querySelector('.viewfinder').addEventListener('click', (event) => {
    if (!conversation?.active || (event.target instanceof HTMLElement && event.target.closest('button, a, input, select, label'))) return;
    conversation.togglePause();
  });

  // ---------- Work ----------
  function stopAll() {
    abort?.abort();
    abort = null;
    player.stop();
    if (busy) { busy = false; track('answer_stopped', { mode }); }
    updateControls();
  }

  async function run({ kind, audio, file }) {
    if (busy || refusedNow()) return;
    let image;
    try {
      image = file || await captureFrame();
    } catch (error) {
      showError(error);
      return;
    }
    freeze(image);
    busy = true;
    player.reset();
    abort = new AbortController();
    updateControls();
    workStarted(t(audio ? 'status.listening' : mode === 'describe' ? channelInfo().status : STATUS[mode]));
    const started = performance.now();
    try {
      if (mode === 'car') await identifyCar(image, abort.signal);
      else if (mode === 'cute') await classify(image, abort.signal);
      else await describe(image, audio, abort.signal);
      track('answer_shown', { mode, kind, ms: String(Math.round(performance.now() - started)) });
    } catch (error) {
      if (error?.name === 'AbortError') { hideCaptions(); return; }
      track('answer_failed', { mode, code: String(error.code || 'unknown'), status: String(error.status ?? '') });
      showError(error, error.retryable ? () => run({ kind, audio, file: image }) : null);
    } finally {
      busy = false;
      abort = null;
      updateControls();
    }
  }

  async function describe(image, audio, signal) {
    const form = new FormData();
    form.append('image', image, image.name || 'photo.jpg');
    if (audio) form.append('audio', audio, `question.${extensionFor(audio.type)}`);
    // A channel asks its own question (the server's prompt for it) unless one was typed.
    else if (typedQuestion || channel === 'describe') form.append('prompt', typedQuestion || DESCRIBE_PROMPT);
    form.append('mode', channel);
    const asked = audio ? null : typedQuestion;
    typedQuestion = null;
    form.append('speak', String(speak));
    // No voice field: the server speaks in the profile's voice, or says in a note why it could not.
    form.append('format', 'mp3');
    lastAnalysis = null;
    const id = await streamAnswer('/api/v1/vision/analyze', { form, signal, spoken: Boolean(audio), asked });
    if (id) lastAnalysis = { id };
    showFollowUp();
    offerToTeach(id);
    loadRecent();
  }

  /** "Who is this? → Teach" after a describe or people answer that saw a face or a person. */
  function offerToTeach(id) {
    captions.querySelector('.who-is-this')?.remove();
    // The answer's own words (the buttons under it say "Ask a person" too).
    const said = [...captions.querySelectorAll('.answer, .note')].map((n) => n.textContent).join(' ');
    if (!id || !['describe', 'people'].includes(channel) || !/\b(face|person|people|someone)\b/i.test(said)) return;
    const button = whoIsThisButton(`/api/v1/analyses/${id}/image`);
    if (button) captions.querySelector('.cap-actions')?.before(button);
  }

  /** A follow-up question about the newest answer's photo: typed `prompt` or a recorded `audio`. */
  async function askAbout({ prompt, audio }) {
    if (busy || !lastAnalysis || refusedNow({ analysis: true })) return;
    busy = true;
    player.reset();
    abort = new AbortController();
    updateControls();
    workStarted(t(audio ? 'status.listening' : 'status.again'));
    const started = performance.now();
    try {
      const path = `/api/v1/analyses/${encodeURIComponent(lastAnalysis.id)}/messages`;
      if (audio) {
        const form = new FormData();
        form.append('audio', audio, `question.${extensionFor(audio.type)}`);
        form.append('speak', String(speak));
        form.append('format', 'mp3');
        await streamAnswer(path, { form, signal: abort.signal, spoken: true, followUp: true });
      } else {
        await streamAnswer(path, { json: { prompt, speak, format: 'mp3' }, signal: abort.signal, followUp: true, asked: prompt });
      }
      track('follow_up_answered', { kind: audio ? 'spoken' : 'typed', ms: String(Math.round(performance.now() - started)) });
      showFollowUp();
    } catch (error) {
      if (error?.name === 'AbortError') { hideCaptions(); return; }
      track('answer_failed', { mode: 'follow_up', code: String(error.code || 'unknown'), status: String(error.status ?? '') });
      showError(error, error.retryable ? () => askAbout({ prompt, audio }) : null);
      if (lastAnalysis) showFollowUp();
    } finally {
      busy = false;
      abort = null;
      updateControls();
    }
  }

  /**
   * Streams an answer (analyze or a follow-up) into the captions: "You asked …" announced once (when
   * the question was spoken or typed), the answer announced once when complete, its audio played as
   * it comes, a note after it. Returns the analysis id from `done` (or the JSON answer).
   */
  async function streamAnswer(path, { form, json, signal, spoken = false, asked = null }) {
    const view = html(`<div><h2 class="visually-hidden answer-heading" tabindex="-1">${esc(t('answer.heading'))}</h2><p class="asked" hidden></p><p class="answer caret" aria-hidden="true" dir="auto"></p><p class="note" hidden dir="auto"></p><p class="checks" hidden></p><p class="quota-line" hidden></p></div>`);
    const checksNode = view.querySelector('.checks');
    let checks = [];
    const askedNode = view.querySelector('.asked');
    const answerNode = view.querySelector('.answer');
    const noteNode = view.querySelector('.note');
    let notes = [];
    let text = '';
    let transcript = asked || '';
    let analysisId = null;
    let shown = false;
    let arrived = false;
    let voiced = false; // the answer's audio was queued: it is heard, so it is not announced too
    const showAsked = () => {
      askedNode.hidden = !transcript;
      askedNode.innerHTML = transcript ? esc(t('answer.youAsked', { question: '\u0000' })).replace('\u0000', `<strong>${esc(transcript)}</strong>`) : '';
    };
    const ensureShown = () => { if (!shown) { shown = true; showCaptions(view); } };
    const answerArrived = () => { if (!arrived) { arrived = true; answerCue(); } };
    if (asked) { showAsked(); ensureShown(); }
    void spoken;
    const result = await stream(path, {
      form, json, signal,
      onEvent(name, data) {
        if (name === 'transcript') {
          transcript = data.text || '';
          showAsked();
          ensureShown();
          announce(t('answer.youAsked', { question: transcript })); // once: the answer's announcement does not repeat it
        } else if (name === 'text') {
          text += data.delta || '';
          answerNode.textContent = text;
          ensureShown();
          answerArrived();
        } else if (name === 'audio') {
          if (speak) { player.enqueue(data); voiced = true; }
        } else if (name === 'error') {
          throw new ApiError(502, data.code || 'stream_error', data.message || t('answer.stopped'));
        } else if (name === 'done') {
          notes = data.notes || [];
          checks = data.checks || [];
          analysisId = data.id || null;
          answerNode.classList.remove('caret');
        }
      },
    });
    if (result.json) {
      const body = result.json;
      const heard = body.transcript || '';
      text = body.message || '';
      notes = body.notes || [];
      checks = body.checks || [];
      analysisId = body.id || null;
      if (heard && heard !== transcript) { transcript = heard; announce(t('answer.youAsked', { question: transcript })); }
      showAsked();
      answerNode.textContent = text;
      ensureShown();
      answerArrived();
      if (speak && body.audio) { player.enqueue({ index: 0, audio: body.audio, format: body.audioFormat || 'mp3' }); voiced = true; }
    }
    answerNode.classList.remove('caret');
    if (!text) throw new ApiError(502, 'empty_answer', t('answer.empty'));
    ensureShown();
    answerNode.removeAttribute('aria-hidden');
    // A note (the voice fell back, speech failed) comes after the answer: shown, announced, spoken.
    const note = notes.map((n) => n.message).filter(Boolean).join(' ');
    noteNode.textContent = note;
    noteNode.hidden = !note;
    // A local check that disagrees with the model is shown and announced with the answer (the server
    // speaks it after the answer).
    const disagreement = checks.filter((c) => c && c.agrees === false).map(checkSentence).join(' ');
    checksNode.textContent = disagreement;
    checksNode.hidden = !disagreement;
    // Few analyses left: one line after the answer, said only when the number changed.
    const few = await fewLeftAfterAnalysis();
    showQuotaLine(view, few);
    // Focus lands on the answer's heading (the next Tab reaches "Ask about this photo"); moved before
    // the announcement, so a screen reader says the heading first and then reads the answer.
    view.querySelector('.answer-heading').focus({ preventScroll: true });
    // One voice: heard through Visor's audio, or announced for the screen reader — not both.
    if (!voiced) announce([text, note, disagreement, few.tell ? few.line : ''].filter(Boolean).join(' '));
    if (note && voiced) await speakNote(note, signal);
    if (few.tell && voiced) await sayAloud(few.line, signal);
    return analysisId;
  }

  /**
   * After an analysis (it counted): the fresh count from GET /api/v1/me, when the account has a
   * limit; `{ line, tell }` from quota.js (`line` null when more than a few are left).
   */
  async function fewLeftAfterAnalysis() {
    if (!hasAnalysisLimit()) return { line: null, tell: false };
    const fresh = await refreshLimits();
    if (!fresh) return { line: null, tell: false };
    updateControls();
    return fewLeftNow(fresh);
  }

  function showQuotaLine(view, few) {
    const node = view.querySelector('.quota-line');
    if (!node) return;
    node.textContent = few.line || '';
    node.hidden = !few.line;
  }

  /** A one-line question form (a labelled field and "Ask", disabled while empty) calling `onAsk(prompt)`. */
  function questionForm({ id, label, placeholder, extra, className = '', onAsk }) {
    const box = html(`<form class="follow-up ${className}" novalidate>
        <label class="visually-hidden" for="${id}">${esc(label)}</label>
        <input class="input" id="${id}" name="question" maxlength="4000" autocomplete="off" placeholder="${esc(placeholder)}" enterkeyhint="send">
        <button class="btn primary ask-send" type="submit">${esc(t('ask.send'))}</button>${extra}
      </form>`);
    const input = box.querySelector('input');
    const send = box.querySelector('.ask-send');
    const sync = () => { send.disabled = !input.value.trim(); };
    sync();
    input.addEventListener('input', sync);
    box.addEventListener('submit', (event) => {
      event.preventDefault();
      const prompt = input.value.trim();
      if (!prompt) { input.focus(); return; }
      player.unlock();
      onAsk(prompt);
    });
    return box;
  }

  /** Under an answer in Describe: "Ask about this photo" — type, or hold the microphone to speak. */
  function showFollowUp() {
    if (!lastAnalysis || captions.hidden || captions.querySelector('.follow-up')) return;
    const box = questionForm({
      id: 'follow-up-question', label: t('ask.label'), placeholder: t('ask.placeholder'),
      extra: `<button class="icon-btn ask-hold" type="button" aria-label="${esc(t('ask.hold'))}">${icon('mic')}</button>`,
      onAsk(prompt) { track('follow_up', { kind: 'typed' }); askAbout({ prompt }); },
    });
    const hold = box.querySelector('.ask-hold');
    let holding = false;
    const holdStart = async (event) => {
      event?.preventDefault();
      player.unlock();
      if (busy || holding || refusedNow({ analysis: true })) return;
      holding = true;
      hold.classList.add('recording');
      try {
        const mic = await ensureMic();
        if (!holding) return;
        const mimeType = recorderMimeType();
        chunks = [];
        recorder = new MediaRecorder(mic, mimeType ? { mimeType } : undefined);
        recorder.ondataavailable = (e) => { if (e.data && e.data.size) chunks.push(e.data); };
        recorder.start(250);
        announce(t('camera.listeningAnnounce'));
      } catch (error) {
        holding = false;
        hold.classList.remove('recording');
        showError(error);
      }
    };
    const holdEnd = async () => {
      if (!holding) return;
      holding = false;
      hold.classList.remove('recording');
      const audio = await stopRecording();
      updateControls();
      if (!audio || audio.size < 1000) {
        announce(t('mic.tooShortButton'));
        return;
      }
      track('follow_up', { kind: 'spoken' });
      askAbout({ audio });
    };
    hold.addEventListener('pointerdown', (event) => { if (event.button === 0) { hold.setPointerCapture?.(event.pointerId); holdStart(event); } });
    hold.addEventListener('pointerup', (event) => { if (event.button === 0) holdEnd(); });
    hold.addEventListener('pointercancel', holdEnd);
    hold.addEventListener('contextmenu', (event) => event.preventDefault());
    hold.addEventListener('keydown', (event) => {
      if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) { event.preventDefault(); event.stopPropagation(); holdStart(); }
    });
    hold.addEventListener('keyup', (event) => {
      if (event.key === ' ' || event.key === 'Enter') { event.preventDefault(); event.stopPropagation(); holdEnd(); }
    });
    captions.querySelector('.cap-actions')?.before(box);
    // When a machine answer is not enough: the same photo to a person the user chose (issue 28).
    const people = html('<div class="people-actions"></div>');
    people.append(askPersonButton(() => lastAnalysis?.id), callPersonButton());
    box.after(people);
    syncAskButtons();
  }

  /** Work began: a soft earcon and a tick, and the status said once ("Looking…"). */
  function workStarted(status) {
    haptic(10);
    if (speak) player.earcon('start');
    showCaptions(statusHTML(status));
    announce(status);
  }

  /** An answer arrived (before it is spoken). */
  function answerCue() {
    haptic([8, 60, 8]);
    if (speak) player.earcon('done');
  }

  /** Speaks a short text (a car, a cuteness verdict, an error) with the server's voice, after what is queued. */
  function sayAloud(text, signal) { return player.say(text, signal); }

  // A refusal is spoken here when speech is on: by the server's voice for a day's quota (speech is
  // not an analysis), by the browser's own for a rate limit (the server refuses speech too then).
  const offSpeaker = setRefusalSpeaker(async (text, code) => {
    if (!speak) return;
    if (code === 'rate_limited' || !(await sayAloud(text))) speakLocally(text);
  });
  const offQuota = onQuotaChange(() => { if (!disposed) updateControls(); });

  /** Queues the note's speech after the answer's; the note is on screen and announced either way. */
  function speakNote(text, signal) { return sayAloud(text, signal); }

  async function identifyCar(image, signal) {
    const form = new FormData();
    form.append('image', image, image.name || 'car.jpg');
    const result = await api.upload('/api/v1/cars/identify', form, { signal });
    answerCue();
    const few = await fewLeftAfterAnalysis();
    const fewHTML = `<p class="quota-line"${few.line ? '' : ' hidden'}>${esc(few.line || '')}</p>`;
    const fewSaid = few.tell ? ` ${few.line}` : '';
    if (!result?.found) {
      const message = result?.message || t('car.notFound');
      showCaptions(`<div><p class="answer" dir="auto">${esc(message)}</p>${fewHTML}</div>`);
      await tellResult(`${message}${fewSaid}`, speak && ((t) => sayAloud(t, signal)));
      return;
    }
    const car = result.car || {};
    const title = carTitle(car);
    const specs = carSpecs(car).slice(0, 6);
    // The server's explanation (offline: what it cannot tell) stays, under the car.
    showCaptions(`<div class="car-result"><h2>${esc(title)}</h2>
      ${result.message ? `<p class="car-message">${esc(result.message)}</p>` : ''}
      <p class="saved">${esc(t('car.saved'))} · <a href="#/garage">${esc(t('car.openGarage'))}</a></p>
      <div class="chips">${specs.map((s) => `<span class="chip">${esc(s.label)} <b>${esc(s.value)}</b></span>`).join('')}</div>${fewHTML}</div>`);
    const spoken = carSpoken(car);
    await tellResult(`${spoken} ${t('car.savedSentence')}${fewSaid}`, speak && ((t) => sayAloud(t, signal)));
  }

  async function classify(image, signal) {
    const form = new FormData();
    form.append('image', image, image.name || 'photo.jpg');
    form.append('model', 'cute');
    const result = await api.upload('/api/v1/classify', form, { signal });
    answerCue();
    const score = cuteScore(result?.predictions || []);
    showCaptions(`<div class="center">${gaugeHTML(score, { compact: true })}</div>`);
    await tellResult(score.sentence, speak && ((t) => sayAloud(t, signal)));
  }

  // ---------- Library ----------
  libraryInput.addEventListener('change', () => {
    const file = libraryInput.files?.[0];
    libraryInput.value = '';
    if (!file) return;
    player.unlock();
    track('library_pick', { mode, type: (file.type || 'unknown').slice(0, 40) });
    run({ kind: 'library', file });
  });
  root.querySelector('.library').addEventListener('click', () => { player.unlock(); if (!refusedNow()) libraryInput.click(); });

  // ---------- A typed question (before a photo, or instead of holding the shutter) ----------
  root.querySelector('.type-question').addEventListener('click', () => {
    player.unlock();
    if (lastAnalysis && !captions.hidden && captions.querySelector('.follow-up')) {
      captions.querySelector('.follow-up input').focus();
      return;
    }
    const box = questionForm({
      id: 'typed-question', label: t('ask.typedLabel'), placeholder: t('ask.typedPlaceholder'),
      extra: '', className: 'typed-question',
      onAsk(prompt) {
        typedQuestion = prompt;
        if (mode !== 'describe') { mode = 'describe'; sessionStorage.setItem('visor.mode', mode); updateControls(); }
        track('typed_question');
        if (cameraState === 'live') run({ kind: 'typed' });
        else libraryInput.click(); // no camera: the question goes with the photo picked next
      },
    });
    showCaptions(box);
    box.querySelector('input').focus();
  });

  // ---------- Other controls ----------
  flipButton.addEventListener('click', () => {
    player.unlock();
    flipped = true;
    facing = facing === 'environment' ? 'user' : 'environment';
    track('camera_flip', { facing });
    startCamera();
  });
  speakToggle.addEventListener('click', () => {
    speak = !speak;
    sessionStorage.setItem('visor.speak', String(speak));
    if (!speak) player.stop();
    else player.unlock();
    liveCamera.setSpeak(speak);
    track('speak_toggle', { on: String(speak) });
    updateControls();
    announce(speak ? t('camera.willSpeak') : t('camera.wontSpeak'));
  });
  root.querySelector('.modes').addEventListener('click', (event) => {
    const button = event.target.closest('.mode');
    if (!button || busy) return;
    mode = button.dataset.mode;
    sessionStorage.setItem('visor.mode', mode);
    track('mode_change', { mode });
    hideCaptions();
    updateControls();
    rememberMode();
  });
  channelPicker.addEventListener('change', () => {
    if (busy) return;
    if (liveCamera.active) {
      // find:person, thing:keys, known:Ana (a taught name may itself hold a colon).
      const value = channelPicker.value;
      const colon = value.indexOf(':');
      const finding = colon > 0 && ['find', 'thing', 'known'].includes(value.slice(0, colon));
      findTarget = finding ? value.slice(colon + 1) : null;
      findChoice = finding ? value : null;
      if (!findTarget) channel = channelPicker.value;
      liveCamera.setMode(findTarget ? 'find' : liveModeFor(channel), findTarget);
      track('channel_change', { channel: channelPicker.value, live: 'true' });
      updateControls();
      announce(t('live.now', { what: liveLabel() }));
      if (!findTarget) rememberMode();
      return;
    }
    channel = channelPicker.value;
    mode = 'describe';
    sessionStorage.setItem('visor.mode', mode);
    track('channel_change', { channel });
    hideCaptions();
    updateControls();
    announce(t('channel.chosen', { channel: t(channelInfo().label) }));
    rememberMode();
  });
  root.querySelector('.modes').addEventListener('keydown', (event) => {
    if (event.target === channelPicker) return;
    if (!['ArrowLeft', 'ArrowRight'].includes(event.key)) return;
    const index = MODES.findIndex((m) => m.id === mode);
    const next = MODES[(index + (event.key === 'ArrowRight' ? 1 : MODES.length - 1)) % MODES.length];
    mode = next.id;
    sessionStorage.setItem('visor.mode', mode);
    updateControls();
    root.querySelector(`.mode[data-mode="${mode}"]`).focus();
    event.preventDefault();
    rememberMode();
  });
  openRecent.addEventListener('click', () => {
    root.classList.add('show-recent');
    openRecent.setAttribute('aria-expanded', 'true');
    closeRecent.focus();
    loadRecent();
  });
  recentSearch.addEventListener('input', () => {
    clearTimeout(recentTimer);
    recentTimer = setTimeout(() => { track('history_search'); loadRecent({ searched: true }); }, 300);
  });
  closeRecent.addEventListener('click', () => {
    root.classList.remove('show-recent');
    openRecent.setAttribute('aria-expanded', 'false');
    openRecent.focus();
  });

  // ---------- Recent answers ----------
  // `searched`: the person typed a search, so the number found is announced (once per search).
  async function loadRecent({ searched = false } = {}) {
    const q = recentSearch.value.trim();
    try {
      const result = await api.get(`/api/v1/analyses?limit=20${q ? `&q=${encodeURIComponent(q)}` : ''}`, { background: true });
      if (q !== recentSearch.value.trim()) return; // a newer search is on its way
      const items = result?.items || [];
      recentList.innerHTML = '';
      if (searched && q) announce(items.length ? t('recent.found', { count: items.length }) : t('recent.noMatch', { query: q }));
      if (!items.length) {
        recentList.innerHTML = q ? `<li class="empty small">${esc(t('recent.noMatch', { query: q }))}</li>`
          : `<li class="empty small">${esc(t('recent.none'))}</li>`;
        return;
      }
      for (const item of items) {
        // A channel asked with its own question is named by its channel ("Text", "Barcode").
        const named = !item.transcript && (CHANNEL_PROMPTS[item.mode] || []).some((start) => (item.prompt || '').startsWith(start))
          && [...CHANNELS, ...MODES].find((c) => c.id === item.mode);
        const question = named ? t(named.label) : (item.transcript || item.prompt || t('mode.describe'));
        const li = html(`<li><button class="recent-item" type="button">
          <img class="thumb" alt="" loading="lazy"><span class="text"><span class="q" dir="auto"></span><span class="a" dir="auto"></span><time></time></span></button></li>`);
        li.querySelector('.q').textContent = question === DESCRIBE_PROMPT ? t('recent.described') : question;
        li.querySelector('.a').textContent = item.message || '';
        li.querySelector('time').textContent = timeAgo(item.createdAt);
        li.querySelector('time').dateTime = item.createdAt || '';
        // A hit found by meaning rather than by its words says so (decision 042).
        const byMeaning = item.match === 'meaning';
        if (byMeaning) li.querySelector('.text').insertAdjacentHTML('beforeend', `<span class="match-tag">${esc(t('search.byMeaning'))}</span>`);
        li.querySelector('button').setAttribute('aria-label', t(byMeaning ? 'recent.itemLabelMeaning' : 'recent.itemLabel', { question: question === DESCRIBE_PROMPT ? t('recent.described') : question, answer: item.message || '' }));
        loadImage(li.querySelector('img'), item.imageUrl);
        li.querySelector('button').addEventListener('click', () => openAnswer(item));
        recentList.append(li);
      }
    } catch (error) {
      recentList.innerHTML = '';
      const li = document.createElement('li');
      li.append(error.missing ? html(`<p class="empty small">${esc(t('recent.later'))}</p>`) : errorNotice(error, loadRecent));
      recentList.append(li);
    }
  }

  function openAnswer(item) {
    const question = item.transcript || item.prompt || '';
    const dialog = sheet(`<img class="detail-image" alt="${esc(t('recent.photoAlt'))}">
      <h2 style="margin-top:1rem">${esc(question === DESCRIBE_PROMPT ? t('recent.description') : question)}</h2>
      <p style="color:var(--text);font-size:1.125rem">${esc(item.message)}</p>
      <p class="small">${esc(item.model || '')} · ${esc(timeAgo(item.createdAt))}</p>
      <div class="sheet-actions"><button class="btn danger delete" type="button">${icon('trash')} ${esc(t('common.delete'))}</button></div>`, { label: t('recent.answer') });
    loadImage(dialog.querySelector('img'), item.imageUrl);
    dialog.querySelector('.delete').addEventListener('click', async () => {
      const ok = await confirmDialog({ title: t('recent.deleteTitle'), message: t('recent.deleteMessage') });
      if (!ok) return;
      try {
        await api.delete(`/api/v1/analyses/${encodeURIComponent(item.id)}`);
        dialog.close();
        toast(t('recent.deleted'));
        const recentTitle = root.querySelector('#recent-title');
        recentTitle.setAttribute('tabindex', '-1');
        recentTitle.focus();
        track('analysis_deleted');
        loadRecent();
      } catch (error) { toast(error.message, { error: true }); }
    });
  }

  const offUser = onUserChange((user) => {
    if (sessionStorage.getItem('visor.speak') === null && user) { speak = speechDefault(user); updateControls(); }
  });
  // The reader choice (asked once per device, changed in Settings) sets whether Visor speaks.
  const onReader = () => { speak = speechDefault(session.user); updateControls(); };
  window.addEventListener('visor:reader-changed', onReader);
  askReaderChoiceOnce();

  updateControls();
  startCamera();
  loadRecent();

  return () => {
    disposed = true;
    window.removeEventListener('visor:reader-changed', onReader);
    liveCamera.stop();
    conversation?.stop();
    document.removeEventListener('visibilitychange', onVisibility);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('keyup', onKeyUp);
    abort?.abort();
    player.stop();
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    micStream?.getTracks().forEach((t) => t.stop());
    stopVideo();
    offUser();
    offSpeaker();
    offQuota();
    clearInterval(tick);
    if (still.dataset.url) URL.revokeObjectURL(still.dataset.url);
  };
}

/** "The local check read ‘STOP’; the model said ‘SHOP’." — as the server words it (AnswerCheck.sentence). */
export function checkSentence(check) {
  const short = (text) => {
    const words = String(text || '').split(/\s+/).filter(Boolean);
    return words.length <= 8 ? words.join(' ') : `${words.slice(0, 8).join(' ')} …`;
  };
  switch (check.kind) {
    case 'text': return t('check.text', { local: short(check.local), model: short(check.model) });
    case 'people': return t('check.people', { local: check.local, model: check.model });
    case 'barcode': return t('check.barcode', { local: check.local, model: check.model });
    case 'colour': return t('check.colour', { local: check.local, model: check.model });
    default: return '';
  }
}
