// Live (docs/live.md): the running camera is watched through one WebSocket, `/api/v1/live`. Frames go
// 1–2 a second, downscaled to 768 px, and only when the preview changed (a 64 × 48 grey copy compared
// with the last one sent: its mean moved, or a few of its pixels changed a lot — a sign whose word
// changed; one every 20 s anyway, so an unmoving view is not closed as idle). The server's own hash
// decides what is new (a shaking hand sends frames it answers `quiet unchanged`); the camera screen
// shows, announces and plays what it says.
import { socketProtocols } from './api.js';
import { t } from './i18n.js';

const FRAME_EVERY_MS = 600;
const KEEPALIVE_MS = 20000;
const LONG_SIDE = 768;
const THUMB_WIDTH = 64;
const THUMB_HEIGHT = 48;
const CHANGED = 6; // mean difference of the grey copies (0–255) that counts as a new view
const CHANGED_PIXEL = 40; // a pixel that moved this much (0–255)…
const CHANGED_PIXELS = 8; // …this many times is a new view too (NORTH → SOUTH on one plate: ~60; grain: 0)

/** The channel a Describe channel is watched in live (a page is read line by line, as text). */
export function liveModeFor(channel) {
  return channel === 'document' ? 'text' : channel;
}

export class LiveCamera {
  /**
   * @param {{ video: HTMLVideoElement, onMessage: (message) => void, onEnd: (why: string) => void }} options
   */
  constructor({ video, onMessage, onEnd }) {
    this.video = video;
    this.onMessage = onMessage;
    this.onEnd = onEnd;
    this.socket = null;
    this.timer = null;
    this.lastThumb = null;
    this.lastSent = 0;
    this.sent = 0;
    this.ended = false;
    this.thumb = document.createElement('canvas');
    this.thumb.width = THUMB_WIDTH;
    this.thumb.height = THUMB_HEIGHT;
    this.frame = document.createElement('canvas');
  }

  get active() { return Boolean(this.socket) && !this.ended; }

  /** Opens the session in `mode` (and `target` for find); `speak` asks for audio in each saying. */
  start({ mode, target = null, speak }) {
    const url = new URL('api/v1/live', document.baseURI);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('mode', mode);
    if (target) url.searchParams.set('target', target);
    this.ended = false;
    const socket = new WebSocket(url, socketProtocols());
    this.socket = socket;
    socket.binaryType = 'arraybuffer';
    socket.addEventListener('open', () => {
      this.send({ type: 'speak', on: Boolean(speak) });
      this.timer = setInterval(() => this.sample(), FRAME_EVERY_MS);
      document.documentElement.dataset.liveOpen = 'true';
    });
    socket.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.type === 'closing') this.finish(message.message || t('live.ended'));
      this.onMessage(message);
    });
    socket.addEventListener('close', (event) => {
      // A refused upgrade (signed out, a limit) closes without a `closing` message.
      this.finish(event.reason || (event.code === 1000 ? t('live.ended') : t('live.lost')));
    });
  }

  /** Ends the session from this side. */
  stop() {
    if (!this.socket) return;
    this.ended = true;
    clearInterval(this.timer);
    this.timer = null;
    try { this.socket.close(1000, 'Live off'); } catch { /* already closed */ }
    this.socket = null;
    delete document.documentElement.dataset.liveOpen;
  }

  finish(why) {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.timer);
    this.timer = null;
    this.socket = null;
    delete document.documentElement.dataset.liveOpen;
    this.onEnd(why);
  }

  send(message) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  setMode(mode, target = null) { this.send(target ? { type: 'mode', mode, target } : { type: 'mode', mode }); }

  setSpeak(on) { this.send({ type: 'speak', on: Boolean(on) }); }

  ask(prompt) { this.send({ type: 'ask', prompt }); }

  /** Sends the preview when it changed (or to keep the session open), unless the socket is backed up. */
  sample() {
    const socket = this.socket;
    const video = this.video;
    if (!socket || socket.readyState !== WebSocket.OPEN || document.hidden) return;
    if (!video.videoWidth || !video.videoHeight || socket.bufferedAmount > 512 * 1024) return;
    const context = this.thumb.getContext('2d', { willReadFrequently: true });
    context.imageSmoothingQuality = 'high'; // averaged, so camera grain does not count
    context.drawImage(video, 0, 0, THUMB_WIDTH, THUMB_HEIGHT);
    const pixels = context.getImageData(0, 0, THUMB_WIDTH, THUMB_HEIGHT).data;
    const grey = new Uint8Array(THUMB_WIDTH * THUMB_HEIGHT);
    for (let i = 0; i < grey.length; i += 1) grey[i] = (pixels[i * 4] * 3 + pixels[i * 4 + 1] * 6 + pixels[i * 4 + 2]) / 10;
    let changed = true;
    if (this.lastThumb) {
      let total = 0;
      let moved = 0;
      for (let i = 0; i < grey.length; i += 1) {
        const step = Math.abs(grey[i] - this.lastThumb[i]);
        total += step;
        if (step > CHANGED_PIXEL) moved += 1;
      }
      changed = total / grey.length >= CHANGED || moved >= CHANGED_PIXELS;
    }
    const now = Date.now();
    if (!changed && now - this.lastSent < KEEPALIVE_MS) return;
    this.lastThumb = grey;
    this.lastSent = now;
    const scale = Math.min(1, LONG_SIDE / Math.max(video.videoWidth, video.videoHeight));
    this.frame.width = Math.round(video.videoWidth * scale);
    this.frame.height = Math.round(video.videoHeight * scale);
    this.frame.getContext('2d').drawImage(video, 0, 0, this.frame.width, this.frame.height);
    this.frame.toBlob((blob) => {
      if (!blob || this.socket !== socket || socket.readyState !== WebSocket.OPEN) return;
      socket.send(blob);
      this.sent += 1;
      document.documentElement.dataset.liveFramesSent = String(this.sent);
    }, 'image/jpeg', 0.75);
  }
}
