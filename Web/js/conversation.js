// Hands-free conversation (issue 25 item 2, docs/realtime.md, decision 035): the microphone stays open
// and streams to /v1/realtime, whose server VAD (Silero, in the speech worker) decides when a question
// ends and when the person interrupts. The answer's audio is played as it arrives; speaking stops it.
// The answer is heard, not announced: its words are shown in a region screen readers do not read out
// (aria-live off), so a screen-reader user hears it once. Each earcon has a text twin, announced once.

import { socketProtocols } from './api.js';
import { t } from './i18n.js';

const RATE = 24000;

/** PCM16 little-endian base64 → Float32 samples. */
function decodePCM(base64) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const view = new DataView(bytes.buffer);
  const out = new Float32Array(bytes.length >> 1);
  for (let i = 0; i < out.length; i += 1) out[i] = view.getInt16(2 * i, true) / 32768;
  return out;
}

/** Float32 samples → PCM16 little-endian base64. */
function encodePCM(samples) {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < samples.length; i += 1) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    view.setInt16(2 * i, s < 0 ? s * 32768 : s * 32767, true);
  }
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * One conversation. `onState(state, words)`: `listening` (the microphone is open), `hearing` (the
 * person speaks), `thinking`, `answering`, `paused`, `ended`. `onWords(role, text)`: what was heard and
 * what is being said (for the screen). `getFrame()`: a JPEG data URL to send with each question
 * (the camera's newest frame with Live on), or null. `say(text)`: announces a sentence once.
 */
export class Conversation {
  constructor({ onState, onWords, getFrame, say }) {
    this.onState = onState || (() => {});
    this.onWords = onWords || (() => {});
    this.getFrame = getFrame || (() => null);
    this.say = say || (() => {});
    this.state = 'idle';
    this.paused = false;
    this.sources = [];
    this.nextTime = 0;
    this.itemStart = null; // context time the current answer's audio began
    this.itemID = null;
    this.scheduledMs = 0;
    this.responseDone = true;
  }

  get active() { return this.state !== 'idle' && this.state !== 'ended'; }

  async start() {
    this.mic = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
    });
    const Context = window.AudioContext || window.webkitAudioContext;
    this.context = new Context({ sampleRate: RATE });
    if (this.context.state === 'suspended') await this.context.resume().catch(() => {});
    this.source = this.context.createMediaStreamSource(this.mic);
    // The processor's output is silence; a muted gain keeps it pulled by the graph.
    this.processor = this.context.createScriptProcessor(1024, 1, 1);
    this.mute = this.context.createGain();
    this.mute.gain.value = 0;
    this.source.connect(this.processor);
    this.processor.connect(this.mute);
    this.mute.connect(this.context.destination);
    this.processor.onaudioprocess = (event) => {
      if (this.paused || !this.socket || this.socket.readyState !== WebSocket.OPEN) return;
      const samples = event.inputBuffer.getChannelData(0);
      const rate = this.context.sampleRate;
      const pcm = rate === RATE ? samples : this.resample(samples, rate);
      this.send({ type: 'input_audio_buffer.append', audio: encodePCM(pcm) });
    };
    const url = new URL('v1/realtime', document.baseURI);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('model', 'visor-default');
    // The session cookie, or the API token as the `visor.bearer.<token>` subprotocol (as Live).
    this.socket = new WebSocket(url, socketProtocols());
    this.socket.onopen = () => {
      this.send({
        type: 'session.update',
        session: {
          type: 'realtime',
          output_modalities: ['audio'],
          audio: {
            input: {
              format: { type: 'audio/pcm', rate: RATE },
              transcription: { model: 'whisper-1' },
              // The page sends each question itself, with the camera's newest frame when Live is on.
              turn_detection: { type: 'server_vad', silence_duration_ms: 600, create_response: false },
            },
          },
        },
      });
      this.setState('listening');
    };
    this.socket.onmessage = (message) => {
      try { this.handle(JSON.parse(message.data)); } catch (error) { console.warn('conversation', error); }
    };
    this.socket.onclose = (event) => {
      if (this.state === 'ended') return;
      this.end(event.reason || t('talk.ended'));
    };
  }

  resample(samples, rate) {
    const ratio = rate / RATE;
    const out = new Float32Array(Math.floor(samples.length / ratio));
    for (let i = 0; i < out.length; i += 1) out[i] = samples[Math.min(samples.length - 1, Math.round(i * ratio))];
    return out;
  }

  send(event) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(event));
  }

  setState(state) {
    if (state === this.state) return;
    this.state = state;
    const words = {
      listening: 'talk.sayListening', thinking: 'talk.sayThinking', answering: 'talk.sayAnswering', paused: 'talk.sayPaused',
    }[state];
    if (words) this.say(t(words));
    if (state === 'listening' || state === 'thinking' || state === 'answering') this.earcon(state);
    this.onState(state);
  }

  handle(event) {
    switch (event.type) {
      case 'session.updated':
        // E.g. no server VAD on this server: said once, so the person knows why nothing is heard.
        if (event.notes && event.notes.length) { this.onWords('assistant', event.notes.join(' ')); this.say(event.notes.join(' ')); }
        break;
      case 'input_audio_buffer.speech_started':
        this.interrupt();
        this.setState('hearing');
        break;
      case 'input_audio_buffer.speech_stopped':
        this.setState('thinking');
        break;
      case 'conversation.item.input_audio_transcription.completed': {
        const words = (event.transcript || '').trim();
        if (!words) { this.setState('listening'); break; }
        this.onWords('user', words);
        const frame = this.getFrame();
        if (frame) {
          this.send({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_image', image_url: frame }] } });
        }
        this.send({ type: 'response.create' });
        break;
      }
      case 'conversation.item.input_audio_transcription.failed':
        this.setState('listening');
        break;
      case 'response.created':
        this.responseDone = false;
        this.itemStart = null;
        this.scheduledMs = 0;
        this.answer = '';
        break;
      case 'response.output_audio_transcript.delta':
        this.answer = (this.answer || '') + event.delta;
        this.onWords('assistant', this.answer);
        break;
      case 'response.output_audio.delta':
        if (this.paused) break;
        this.itemID = event.item_id;
        this.play(decodePCM(event.delta));
        this.setState('answering');
        break;
      case 'response.done':
        this.responseDone = true;
        if (event.response?.status === 'failed') {
          const message = event.response.status_details?.error?.message || t('talk.couldNotAnswer');
          this.onWords('assistant', message);
          this.say(message);
        }
        if (!this.sources.length && this.state !== 'hearing') this.setState('listening');
        break;
      case 'error':
        if (event.error?.message) this.say(event.error.message);
        break;
      default:
        break;
    }
  }

  play(samples) {
    const buffer = this.context.createBuffer(1, samples.length, RATE);
    buffer.copyToChannel(samples, 0);
    const node = this.context.createBufferSource();
    node.buffer = buffer;
    node.connect(this.context.destination);
    const at = Math.max(this.context.currentTime + 0.02, this.nextTime);
    if (this.itemStart === null) this.itemStart = at;
    node.start(at);
    this.nextTime = at + buffer.duration;
    this.scheduledMs += buffer.duration * 1000;
    this.sources.push(node);
    node.onended = () => {
      this.sources = this.sources.filter((n) => n !== node);
      if (!this.sources.length && this.responseDone && this.state === 'answering') this.setState('listening');
    };
  }

  /** Stops the answer being played and tells the server how much of it was heard. */
  interrupt() {
    if (!this.sources.length) return;
    const heard = this.itemStart === null ? 0 : Math.max(0, (this.context.currentTime - this.itemStart) * 1000);
    for (const node of this.sources) { node.onended = null; try { node.stop(); } catch { /* already stopped */ } }
    this.sources = [];
    this.nextTime = 0;
    if (this.itemID) {
      this.send({ type: 'conversation.item.truncate', item_id: this.itemID, content_index: 0, audio_end_ms: Math.floor(Math.min(heard, this.scheduledMs)) });
    }
    this.itemStart = null;
  }

  /** Tap anywhere: the microphone stops sending and the answer stops; tap again to go on. */
  togglePause() {
    if (!this.active) return;
    this.paused = !this.paused;
    if (this.paused) {
      this.interrupt();
      this.send({ type: 'input_audio_buffer.clear' });
      if (!this.responseDone) this.send({ type: 'response.cancel' });
      this.setState('paused');
    } else {
      this.setState('listening');
    }
  }

  earcon(kind) {
    if (!this.context) return;
    const notes = { listening: [660, 880], thinking: [440], answering: [880] }[kind] || [];
    let at = this.context.currentTime + 0.01;
    for (const frequency of notes) {
      const osc = this.context.createOscillator();
      const gain = this.context.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.09);
      osc.connect(gain);
      gain.connect(this.context.destination);
      osc.start(at);
      osc.stop(at + 0.1);
      at += 0.1;
    }
  }

  end(reason) {
    if (this.state === 'ended' || this.state === 'idle') { this.state = 'ended'; return; }
    this.interrupt();
    this.state = 'ended';
    if (this.processor) this.processor.onaudioprocess = null;
    try { this.socket?.close(1000); } catch { /* closed */ }
    this.mic?.getTracks().forEach((t) => t.stop());
    this.context?.close().catch(() => {});
    this.onState('ended', reason);
  }

  stop() { this.end(t('talk.off')); }
}
