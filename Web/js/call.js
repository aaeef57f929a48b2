// Live video calls with a helper (issue 28): browser to browser over WebRTC, with Visor relaying the
// signalling (offer, answer, ICE, hangup, photo-request, torch, last-answer) over the call's
// WebSocket to the other person only. The person who calls sees one large Hang up button; the helper
// sees the camera, hears the caller, and can ask for a full-resolution photo, the torch, and the
// assistant's last answer. Nothing is recorded.
import { api, socketProtocols } from './api.js';
import { esc, html, announce } from './ui.js';
import { session } from './state.js';
import { t } from './i18n.js';
import { SpeechPlayer, haptic } from './audio.js';

let current = null; // the call in progress: { id, role, peer, socket, pc, overlay, local, ended }
let ringing = null; // an incoming call not yet answered: { call, overlay }
let started = false;
const voice = new SpeechPlayer();

function setDebug(name, value) { document.documentElement.dataset[name] = String(value); }

/** Shows a call screen over the app; the app behind is inert (not read, not focusable) meanwhile. */
function show(overlay) {
  document.body.append(overlay);
  const app = document.getElementById('app');
  if (app) app.inert = true;
}

function hide(overlay) {
  overlay.remove();
  if (!document.querySelector('.call-overlay')) {
    const app = document.getElementById('app');
    if (app) app.inert = false;
  }
}

/** Listens for calls (the `call` help event); call once after signing in. */
export function startCalls() {
  if (started) return;
  started = true;
  for (const type of ['pointerdown', 'keydown']) {
    window.addEventListener(type, () => voice.unlock(), { capture: true, passive: true });
  }
  window.addEventListener('visor:call', (event) => {
    const call = event.detail || {};
    const me = session.user?.username;
    if (call.status === 'ringing' && call.to === me && !current) ring(call);
    else if ((call.status === 'ended' || call.status === 'missed') && ringing?.call.id === call.id) {
      hide(ringing.overlay);
      ringing = null;
      setDebug('callState', 'missed');
      announce(t('call.missed', { name: call.from }));
    } else if ((call.status === 'ended' || call.status === 'missed') && current?.id === call.id) {
      finish(call.message || t('call.ended'));
    }
  });
  // Tests and the curious: the call's traffic so far.
  window.visorCall = { stats };
}

/** Rings a helper and opens the call: the caller's screen is a single large Hang up button. */
export async function callHelper(username) {
  if (current) return;
  setDebug('callState', 'calling');
  announce(t('call.calling', { name: username }));
  let created;
  try {
    created = await api.post('/api/v1/calls', { username });
  } catch (error) {
    setDebug('callState', 'failed');
    announce(error.message);
    await voice.say(error.message);
    return;
  }
  open({ id: created.id, role: 'caller', peer: created.to });
}

/** An incoming call: a sound, a vibration, one announcement, Answer or Decline. */
function ring(call) {
  if (ringing) hide(ringing.overlay);
  const overlay = html(`<div class="call-overlay ringing" role="dialog" aria-modal="true" aria-labelledby="call-title">
      <h1 id="call-title">${esc(t('call.isCalling', { name: call.from }))}</h1>
      <p>${esc(t('call.wantsToShow'))}</p>
      <div class="call-buttons">
        <button class="btn primary call-answer" type="button">${esc(t('call.answer'))}</button>
        <button class="btn danger call-decline" type="button">${esc(t('helpers.decline'))}</button>
      </div>
    </div>`);
  show(overlay);
  ringing = { call, overlay };
  setDebug('callState', 'ringing');
  haptic([300, 200, 300]);
  voice.earcon('done');
  announce(t('call.ringing', { name: call.from }));
  overlay.querySelector('.call-answer').focus();
  overlay.querySelector('.call-answer').addEventListener('click', () => {
    hide(overlay);
    ringing = null;
    open({ id: call.id, role: 'callee', peer: call.from });
  });
  overlay.querySelector('.call-decline').addEventListener('click', () => {
    hide(overlay);
    ringing = null;
    // Joining and hanging up at once ends the call for the caller too.
    const socket = new WebSocket(signalURL(call.id), socketProtocols());
    socket.onopen = () => { socket.send(JSON.stringify({ type: 'hangup', reason: 'declined' })); socket.close(); };
    setDebug('callState', 'declined');
  });
}

function signalURL(id) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/v1/calls/${encodeURIComponent(id)}/signal`;
}

function open({ id, role, peer }) {
  const overlay = role === 'caller'
    ? html(`<div class="call-overlay caller" role="dialog" aria-modal="true" aria-label="${esc(t('call.with', { name: peer }))}">
        <button class="call-hangup big" type="button" aria-label="${esc(t('call.hangUpWith', { name: peer }))}">${esc(t('call.hangUp'))}</button>
        <p class="call-status small" aria-hidden="true">${esc(t('call.calling', { name: peer }))}</p>
      </div>`)
    : html(`<div class="call-overlay helper" role="dialog" aria-modal="true" aria-labelledby="call-title">
        <h1 id="call-title">${esc(t('call.with', { name: peer }))}</h1>
        <video class="call-remote" autoplay playsinline aria-label="${esc(t('call.camera', { name: peer }))}"></video>
        <p class="call-status small" aria-live="polite">${esc(t('call.connecting'))}</p>
        <div class="call-buttons">
          <button class="btn call-photo" type="button">${esc(t('call.takePhoto'))}</button>
          <button class="btn call-torch" type="button" aria-pressed="false">${esc(t('call.torch'))}</button>
          <button class="btn call-last" type="button">${esc(t('call.lastAnswer'))}</button>
          <button class="btn danger call-hangup" type="button">${esc(t('call.hangUp'))}</button>
        </div>
        <p class="call-last-answer" hidden></p>
        <img class="call-photo-result" alt="${esc(t('call.photoAlt', { name: peer }))}" hidden>
      </div>`);
  show(overlay);
  overlay.querySelector('.call-hangup').focus();
  const socket = new WebSocket(signalURL(id), socketProtocols());
  current = { id, role, peer, socket, pc: null, overlay, local: null, ended: false, pendingIce: [], photo: null };
  const call = current;
  setDebug('callState', 'connecting');
  overlay.querySelector('.call-hangup').addEventListener('click', () => {
    send(call, { type: 'hangup' });
    finish(t('call.youHungUp'));
  });
  if (role === 'callee') {
    overlay.querySelector('.call-photo').addEventListener('click', () => send(call, { type: 'photo-request' }));
    overlay.querySelector('.call-torch').addEventListener('click', (event) => {
      const on = event.currentTarget.getAttribute('aria-pressed') !== 'true';
      send(call, { type: 'torch', on });
    });
    overlay.querySelector('.call-last').addEventListener('click', () => send(call, { type: 'last-answer' }));
  }
  socket.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    handle(call, message).catch((error) => status(call, t('call.problem', { message: error.message || String(error) })));
  };
  socket.onclose = (event) => {
    if (!call.ended) finish(event.reason && event.code >= 4000 ? event.reason : t('call.ended'));
  };
}

function send(call, message) {
  if (call.socket.readyState === WebSocket.OPEN) call.socket.send(JSON.stringify(message));
}

function status(call, text, { say = false } = {}) {
  const node = call.overlay.querySelector('.call-status');
  if (node) node.textContent = text;
  if (say) announce(text);
}

async function handle(call, message) {
  switch (message.type) {
    case 'ready': return connect(call, message);
    case 'offer':
      await call.pc.setRemoteDescription({ type: 'offer', sdp: message.sdp });
      await flushIce(call);
      await call.pc.setLocalDescription(await call.pc.createAnswer());
      send(call, { type: 'answer', sdp: call.pc.localDescription.sdp });
      return;
    case 'answer':
      await call.pc.setRemoteDescription({ type: 'answer', sdp: message.sdp });
      await flushIce(call);
      return;
    case 'ice':
      if (!message.candidate) return;
      if (call.pc?.remoteDescription) await call.pc.addIceCandidate(message.candidate);
      else call.pendingIce.push(message.candidate);
      return;
    case 'hangup':
      return finish(message.reason || t('call.ended'));
    case 'photo-request': return sendPhoto(call);
    case 'torch':
      if (call.role === 'caller') return torch(call, Boolean(message.on));
      call.overlay.querySelector('.call-torch').setAttribute('aria-pressed', String(Boolean(message.on)));
      return status(call, message.supported === false ? t('call.noTorch') : t(message.on ? 'call.torchOn' : 'call.torchOff'), { say: true });
    case 'last-answer':
      if (call.role === 'caller') return lastAnswer(call);
      call.overlay.querySelector('.call-last-answer').hidden = false;
      call.overlay.querySelector('.call-last-answer').textContent = message.text ? t('call.assistantSaid', { text: message.text }) : t('call.noAnswerYet');
      return announce(message.text ? t('call.assistantSaid', { text: message.text }) : t('call.noAnswerYet'));
    case 'error':
      return status(call, message.message, { say: true });
    default:
  }
}

async function flushIce(call) {
  for (const candidate of call.pendingIce.splice(0)) await call.pc.addIceCandidate(candidate);
}

/** Both are here: media and the peer connection (the caller offers). */
async function connect(call, ready) {
  // `visor.iceRelayOnly` (set by hand, for checking a TURN server): only relayed candidates.
  const relayOnly = localStorage.getItem('visor.iceRelayOnly') === '1';
  const pc = new RTCPeerConnection({ iceServers: ready.iceServers || [], iceTransportPolicy: relayOnly ? 'relay' : 'all' });
  call.pc = pc;
  pc.onicecandidate = (event) => { if (event.candidate) send(call, { type: 'ice', candidate: event.candidate.toJSON() }); };
  pc.onconnectionstatechange = () => {
    setDebug('callConnection', pc.connectionState);
    if (pc.connectionState === 'connected') {
      setDebug('callState', 'connected');
      status(call, t('call.connected', { name: call.peer }), { say: true });
    } else if (pc.connectionState === 'failed') {
      send(call, { type: 'hangup' });
      finish(t('call.couldNotConnect'));
    }
  };
  pc.ontrack = (event) => {
    const [stream] = event.streams;
    if (call.role === 'callee') {
      const video = call.overlay.querySelector('.call-remote');
      if (video.srcObject !== stream) video.srcObject = stream;
    } else {
      let audio = call.overlay.querySelector('audio');
      if (!audio) { audio = document.createElement('audio'); audio.autoplay = true; call.overlay.append(audio); }
      audio.srcObject = stream;
    }
  };
  // The caller shows the back camera and speaks; the helper only speaks.
  call.local = await navigator.mediaDevices.getUserMedia(call.role === 'caller'
    ? { audio: true, video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } } }
    : { audio: true, video: false });
  if (call.ended) { for (const track of call.local.getTracks()) track.stop(); return; }
  for (const track of call.local.getTracks()) pc.addTrack(track, call.local);
  if (call.role === 'caller') {
    // Audio both ways: the caller also receives the helper's voice.
    if (!call.local.getAudioTracks().length) pc.addTransceiver('audio', { direction: 'recvonly' });
    call.photo = pc.createDataChannel('photo');
    status(call, `${call.peer} answered. Connecting…`);
    await pc.setLocalDescription(await pc.createOffer());
    send(call, { type: 'offer', sdp: pc.localDescription.sdp });
  } else {
    pc.ondatachannel = (event) => receivePhotos(call, event.channel);
  }
}

/** The caller's phone takes a full-resolution photo and sends it over the peer connection. */
async function sendPhoto(call) {
  const track = call.local?.getVideoTracks()[0];
  if (!track || !call.photo || call.photo.readyState !== 'open') return;
  let blob = null;
  try {
    if (typeof ImageCapture !== 'undefined') blob = await new ImageCapture(track).takePhoto();
  } catch { /* not every camera takes photos; a frame of the video instead */ }
  if (!blob) {
    const video = document.createElement('video');
    video.muted = true;
    video.srcObject = new MediaStream([track]);
    await video.play();
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d').drawImage(video, 0, 0);
    blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    video.srcObject = null;
  }
  announce(`${call.peer} took a photo.`);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  call.photo.send(JSON.stringify({ photo: bytes.length, type: blob.type || 'image/jpeg' }));
  for (let offset = 0; offset < bytes.length; offset += 16_384) call.photo.send(bytes.slice(offset, offset + 16_384));
}

function receivePhotos(call, channel) {
  let expected = 0;
  let type = 'image/jpeg';
  let parts = [];
  let received = 0;
  channel.binaryType = 'arraybuffer';
  channel.onmessage = (event) => {
    if (typeof event.data === 'string') {
      const header = JSON.parse(event.data);
      expected = header.photo;
      type = header.type || type;
      parts = [];
      received = 0;
      return;
    }
    parts.push(event.data);
    received += event.data.byteLength;
    if (expected && received >= expected) {
      const img = call.overlay.querySelector('.call-photo-result');
      if (img.src) URL.revokeObjectURL(img.src);
      img.src = URL.createObjectURL(new Blob(parts, { type }));
      img.hidden = false;
      setDebug('callPhotos', Number(document.documentElement.dataset.callPhotos || 0) + 1);
      announce(t('call.photoArrived'));
      expected = 0;
    }
  };
}

async function torch(call, on) {
  const track = call.local?.getVideoTracks()[0];
  let supported = false;
  try {
    if (track?.getCapabilities?.().torch) {
      await track.applyConstraints({ advanced: [{ torch: on }] });
      supported = true;
    }
  } catch { supported = false; }
  send(call, { type: 'torch', on: supported && on, supported });
  if (supported) announce(`${call.peer} turned the torch ${on ? 'on' : 'off'}.`);
}

/** Sends the assistant's newest answer (the last analysis, or its newest follow-up). */
async function lastAnswer(call) {
  let text = '';
  try {
    const list = await api.get('/api/v1/analyses?limit=1', { background: true });
    const newest = list.items?.[0];
    if (newest) {
      const detail = await api.get(`/api/v1/analyses/${encodeURIComponent(newest.id)}`, { background: true });
      text = detail.turns?.length ? detail.turns[detail.turns.length - 1].message : detail.message;
    }
  } catch { /* nothing to share */ }
  send(call, { type: 'last-answer', text });
}

/** Ends the call here: stops media, closes the socket, says why once. */
async function finish(reason) {
  const call = current;
  if (!call || call.ended) return;
  call.ended = true;
  current = null;
  try { call.pc?.close(); } catch { /* already closed */ }
  for (const track of call.local?.getTracks() || []) track.stop();
  try { call.socket.close(); } catch { /* already closed */ }
  hide(call.overlay);
  setDebug('callState', 'ended');
  setDebug('callEndedAnnounced', Number(document.documentElement.dataset.callEndedAnnounced || 0) + 1);
  announce(reason);
  if (call.role === 'caller') await voice.say(reason);
}

/** Bytes sent and received so far on the call's peer connection (for tests and diagnostics). */
async function stats() {
  const pc = current?.pc;
  if (!pc) return null;
  let sent = 0;
  let received = 0;
  const reports = await pc.getStats();
  let pairId = null;
  reports.forEach((report) => {
    if (report.type === 'inbound-rtp') received += report.bytesReceived || 0;
    if (report.type === 'outbound-rtp') sent += report.bytesSent || 0;
    if (report.type === 'transport' && report.selectedCandidatePairId) pairId = report.selectedCandidatePairId;
  });
  // How the media goes: `host` (directly on the network) or `relay` (through the TURN server).
  const pair = pairId && reports.get(pairId);
  const local = pair && reports.get(pair.localCandidateId);
  return { sent, received, state: pc.connectionState, candidateType: local?.candidateType || null };
}
