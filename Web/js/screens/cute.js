// Cute-o-meter: take or choose a photo, the "cute" classifier answers, a gauge shows the confidence.
import { api, ApiError } from '../api.js';
import { icon } from '../icons.js';
import { html, errorNotice, announce, esc } from '../ui.js';
import { t } from '../i18n.js';
import { gaugeHTML, cuteScore } from '../gauge.js';
import { track } from '../analytics.js';
import { tellResult } from '../voice.js';
import { SpeechPlayer, haptic } from '../audio.js';
import { currentBlock, blockReason, tellBlocked, onQuotaChange, speechOn } from '../quota.js';

export async function render(main) {
  main.innerHTML = `<div class="page">
    <header class="page-header"><h1>${esc(t('title.cute'))}</h1></header>
    <div class="cute-stage">
      <div class="cute-view" style="position:relative">
        <video class="cute-video" playsinline muted autoplay aria-hidden="true"></video>
        <img class="cute-photo" alt="${esc(t('cute.photoAlt'))}" hidden>
      </div>
      <div class="form-row" style="justify-content:center;flex-wrap:wrap">
        <button class="btn primary measure" type="button">${icon('heart')} ${esc(t('cute.measure'))}</button>
        <button class="btn pick" type="button">${icon('photos')} ${esc(t('camera.choosePhoto'))}</button>
        <input class="cute-input" type="file" accept="image/*,.heic,.heif" hidden>
      </div>
      <div class="result" style="width:100%;max-width:22rem"></div>
      <div class="refusal-slot" style="width:100%;max-width:22rem"></div>
    </div>
  </div>`;
  const video = main.querySelector('video');
  const photo = main.querySelector('.cute-photo');
  const measure = main.querySelector('.measure');
  const input = main.querySelector('.cute-input');
  const result = main.querySelector('.result');
  const refusalSlot = main.querySelector('.refusal-slot');
  const MEASURE_LABEL = t('cute.measure');
  // A rate limit in force (quota.js): the buttons say why they are paused and turn back on by themselves.
  function syncPause() {
    const blocked = currentBlock({ analysis: false });
    for (const button of [measure, main.querySelector('.pick')]) {
      if (blocked) button.setAttribute('aria-disabled', 'true'); else button.removeAttribute('aria-disabled');
    }
    if (blocked) measure.setAttribute('aria-label', t('cute.measurePaused', { label: MEASURE_LABEL, why: blockReason(blocked, { rounded: true }) }));
    else measure.removeAttribute('aria-label');
    if (!blocked) refusalSlot.innerHTML = '';
  }
  function paused() {
    const blocked = currentBlock({ analysis: false });
    if (blocked) tellBlocked(blocked);
    return Boolean(blocked);
  }
  const offQuota = onQuotaChange(syncPause);
  // Like the camera's Cute mode: "Measuring cuteness…" and the verdict are each announced once (the
  // result is not a live region, or a screen reader would read the gauge as well), with the same
  // earcons, and the verdict is spoken with the server's voice when speech is on.
  const player = new SpeechPlayer();
  let videoStream = null;
  let busy = false;

  async function startCamera() {
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('none'), { name: 'NotFoundError' });
      videoStream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } }, audio: false });
      video.srcObject = videoStream;
      await video.play().catch(() => {});
    } catch (error) {
      video.hidden = true;
      measure.hidden = true;
      photo.hidden = false;
      result.innerHTML = '';
      const sentence = error?.name === 'NotAllowedError' ? t('cute.cameraOff') : t('cute.noCamera');
      result.append(html(`<div class="notice info"><p>${esc(sentence)}</p></div>`));
      announce(sentence);
    }
  }

  /** Waits (up to 4 s) for the camera's first picture, so a quick tap after opening still works. */
  async function cameraReady() {
    for (let i = 0; i < 40 && videoStream && !video.videoWidth; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function frame() {
    await cameraReady();
    return new Promise((resolve, reject) => {
      const size = Math.min(video.videoWidth, video.videoHeight);
      if (!size) { reject(new ApiError(0, 'no_frame', t('camera.noFrame'))); return; }
      // Centre square crop, like the original 299×299 classifier input (the server resizes).
      const canvas = document.createElement('canvas');
      canvas.width = Math.min(size, 896);
      canvas.height = canvas.width;
      canvas.getContext('2d').drawImage(video, (video.videoWidth - size) / 2, (video.videoHeight - size) / 2, size, size, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ApiError(0, 'no_frame', t('camera.noPhoto')))), 'image/jpeg', 0.9);
    });
  }

  async function rate(blob) {
    if (busy) return;
    busy = true;
    measure.disabled = true;
    photo.onerror = () => { photo.hidden = true; };
    photo.src = URL.createObjectURL(blob);
    photo.hidden = false;
    video.hidden = true;
    result.innerHTML = `<div class="notice"><span class="spinner small" aria-hidden="true"></span><p>${esc(t('status.cute'))}</p></div>`;
    announce(t('status.cute'));
    const speak = speechOn();
    player.reset();
    if (speak) player.earcon('start');
    try {
      const form = new FormData();
      form.append('image', blob, blob.name || 'photo.jpg');
      form.append('model', 'cute');
      const answer = await api.upload('/api/v1/classify', form);
      const score = cuteScore(answer?.predictions || []);
      result.innerHTML = gaugeHTML(score, { showPredictions: true });
      const again = html(`<div class="center" style="margin-top:1rem"><button class="btn" type="button">${esc(t('cute.again'))}</button></div>`);
      again.querySelector('button').addEventListener('click', reset);
      result.append(again);
      haptic([8, 60, 8]);
      if (speak) player.earcon('done');
      tellResult(score.sentence, speak && ((t) => player.say(t)));
      track('cute_rated', { bucket: String(Math.round(score.value * 10) * 10) });
    } catch (error) {
      result.innerHTML = '';
      // A refusal was said once already (quota.js): its notice goes in its own slot, not said again.
      if (error.status === 429) refusalSlot.replaceChildren(errorNotice(error));
      else {
        result.append(errorNotice(error, () => rate(blob))); // role=alert: announced by itself
        if (speak) player.say(error.message);
      }
    } finally {
      busy = false;
      measure.disabled = false;
    }
  }

  function reset() {
    result.innerHTML = '';
    if (videoStream) { photo.hidden = true; video.hidden = false; }
  }

  measure.addEventListener('click', async () => {
    player.unlock(); // inside the gesture, so iOS lets the verdict be heard
    if (paused()) return;
    try { rate(await frame()); } catch (error) { result.innerHTML = ''; result.append(errorNotice(error)); }
  });
  main.querySelector('.pick').addEventListener('click', () => { player.unlock(); if (!paused()) input.click(); });
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.value = '';
    if (file) rate(file);
  });

  startCamera();
  syncPause();
  return () => { videoStream?.getTracks().forEach((t) => t.stop()); offQuota(); player.stop(); };
}
