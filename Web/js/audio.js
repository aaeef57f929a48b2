// Spoken answers: audio chunks arrive (base64, with an index) while the answer streams; they are
// decoded and played strictly in order through Web Audio. iOS Safari only lets audio start from a
// user gesture, so `unlock()` runs inside the shutter's pointer/keyboard handlers and resumes the
// AudioContext (and primes an <audio> element used as a fallback for formats Web Audio can't decode).

import { request } from './api.js';

const SILENT_WAV = 'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=';
const MIME = { mp3: 'audio/mpeg', opus: 'audio/ogg; codecs=opus', ogg: 'audio/ogg', wav: 'audio/wav', aac: 'audio/aac', m4a: 'audio/mp4' };

function base64ToBytes(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function setDebug(name, value) { document.documentElement.dataset[name] = String(value); }

/** Plays queued speech chunks in order; `onchange(speaking)` reports when sound starts and ends. */
export class SpeechPlayer {
  constructor({ onchange } = {}) {
    this.onchange = onchange;
    this.context = null;
    this.element = null;
    this.generation = 0;
    this.pending = new Map(); // index → Promise<{buffer}|{url}>
    this.nextIndex = null;
    this.current = null;
    this.speaking = false;
    this.played = 0;
  }

  /** Call synchronously inside a user gesture (pointerdown/pointerup/keydown). */
  unlock() {
    try {
      const Context = window.AudioContext || window.webkitAudioContext;
      if (Context && !this.context) this.context = new Context();
      if (this.context && this.context.state !== 'running') {
        this.context.resume().catch(() => {});
        const source = this.context.createBufferSource();
        source.buffer = this.context.createBuffer(1, 1, 22050);
        source.connect(this.context.destination);
        source.start(0);
      }
    } catch { /* no Web Audio: the element fallback below still works */ }
    if (!this.element) {
      this.element = new Audio();
      this.element.setAttribute('playsinline', '');
      this.element.preload = 'auto';
      this.element.src = SILENT_WAV;
      this.element.play().catch(() => {});
    }
    setDebug('audioContext', this.context ? this.context.state : 'none');
  }

  /**
   * Speaks a short text (a car, a cuteness verdict, an error) with the server's voice
   * (POST /api/v1/speech), after what is queued. False when the server could not say it.
   */
  async say(text, signal) {
    if (!text) return false;
    try {
      const response = await request('/api/v1/speech', {
        method: 'POST', json: { text, format: 'mp3' }, headers: { Accept: 'audio/mpeg' }, raw: true, signal, background: true,
      });
      this.enqueue({ bytes: new Uint8Array(await response.arrayBuffer()), format: 'mp3' });
      return true;
    } catch (error) {
      if (error?.name === 'AbortError') throw error;
      return false;
    }
  }

  /** Drops everything queued and silences what is playing. */
  stop() {
    this.generation += 1;
    this.pending.clear();
    this.nextIndex = null;
    if (this.current) {
      try { this.current.stop ? this.current.stop() : this.current.pause(); } catch { /* already ended */ }
      this.current = null;
    }
    this.setSpeaking(false);
  }

  /** Starts a new answer: the next chunk begins the sequence. */
  reset() { this.stop(); }

  setSpeaking(value) {
    if (this.speaking === value) return;
    this.speaking = value;
    setDebug('speaking', value);
    this.onchange?.(value);
  }

  /** Queues one chunk: { index, audio (base64) or bytes (Uint8Array), format }; without an index, last. */
  enqueue({ index, audio, bytes: raw, format }) {
    if (!audio && !raw) return;
    const position = Number.isInteger(index) ? index : (this.nextIndex ?? 0) + this.pending.size;
    if (this.nextIndex === null) this.nextIndex = position;
    const bytes = raw || base64ToBytes(audio);
    const mime = MIME[(format || 'mp3').toLowerCase()] || 'audio/mpeg';
    const decoded = this.decode(bytes, mime).then((chunk) => {
      if (chunk.buffer) setDebug('audioChunksDecoded', Number(document.documentElement.dataset.audioChunksDecoded || 0) + 1);
      return chunk;
    });
    this.pending.set(position, decoded);
    setDebug('audioChunksQueued', Number(document.documentElement.dataset.audioChunksQueued || 0) + 1);
    this.pump();
  }

  async decode(bytes, mime) {
    if (this.context) {
      try {
        const buffer = await this.context.decodeAudioData(bytes.buffer.slice(0));
        return { buffer };
      } catch { /* fall back to the element (e.g. Opus on older Safari) */ }
    }
    return { url: URL.createObjectURL(new Blob([bytes], { type: mime })) };
  }

  async pump() {
    if (this.current || this.nextIndex === null || !this.pending.has(this.nextIndex)) return;
    const generation = this.generation;
    const index = this.nextIndex;
    const chunk = await this.pending.get(index);
    if (generation !== this.generation || this.current) return;
    this.pending.delete(index);
    this.nextIndex = index + 1;
    const finished = () => {
      if (generation !== this.generation) return;
      this.current = null;
      this.played += 1;
      setDebug('audioChunksPlayed', Number(document.documentElement.dataset.audioChunksPlayed || 0) + 1);
      if (chunk.url) URL.revokeObjectURL(chunk.url);
      if (this.pending.has(this.nextIndex)) this.pump();
      else setTimeout(() => { if (!this.current && generation === this.generation) this.setSpeaking(false); }, 250);
    };
    this.setSpeaking(true);
    setDebug('audioChunksStarted', Number(document.documentElement.dataset.audioChunksStarted || 0) + 1);
    if (chunk.buffer && this.context) {
      const source = this.context.createBufferSource();
      source.buffer = chunk.buffer;
      source.connect(this.context.destination);
      source.onended = finished;
      this.current = source;
      source.start();
      setDebug('audioContext', this.context.state);
    } else if (chunk.url) {
      const element = this.element || new Audio();
      element.src = chunk.url;
      element.onended = finished;
      element.onerror = finished;
      this.current = element;
      element.play().catch(finished);
    }
  }

  /**
   * A soft earcon: `start` (work began: one low, short tone) or `done` (an answer arrived: two rising
   * notes). Quiet (−30 dB-ish) so it never covers speech; needs an unlocked AudioContext.
   */
  earcon(kind, frequency = 660) {
    const context = this.context;
    if (!context || context.state !== 'running') return;
    try {
      // `tick`: a very short high blip (Live: nothing changed); `find`: one tone at `frequency` (Live's
      // find: higher when the target is nearer the middle).
      const notes = kind === 'done' ? [[660, 0], [880, 0.09]] : kind === 'tick' ? [[1320, 0]] : kind === 'find' ? [[frequency, 0]] : [[440, 0]];
      for (const [frequency, delay] of notes) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        const t0 = context.currentTime + delay;
        oscillator.type = 'sine';
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, t0);
        gain.gain.exponentialRampToValueAtTime(0.05, t0 + 0.015);
        gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.12);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(t0);
        oscillator.stop(t0 + 0.14);
      }
      const name = { done: 'earconDone', tick: 'earconTick', find: 'earconFind' }[kind] || 'earconStart';
      setDebug(name, Number(document.documentElement.dataset[name] || 0) + 1);
      if (kind === 'find') setDebug('earconFindHz', frequency);
    } catch { /* no sound: the announcement still says it */ }
  }
}

/** A short haptic tick where the device has one (Android Chrome; iOS Safari has no navigator.vibrate). */
export function haptic(pattern = 12) {
  try { if (typeof navigator.vibrate === 'function') navigator.vibrate(pattern); } catch { /* not allowed here */ }
}

/** The recorder format this browser makes: WebM/Opus (Chromium, Firefox) or MP4/AAC (Safari). */
export function recorderMimeType() {
  if (typeof MediaRecorder === 'undefined') return null;
  const candidates = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4;codecs=mp4a.40.2', 'audio/mp4', 'audio/ogg;codecs=opus'];
  return candidates.find((type) => MediaRecorder.isTypeSupported?.(type)) || '';
}

/** File extension for an uploaded recording. */
export function extensionFor(mime) {
  if (!mime) return 'webm';
  if (mime.includes('mp4') || mime.includes('aac')) return 'm4a';
  if (mime.includes('ogg')) return 'ogg';
  return 'webm';
}
