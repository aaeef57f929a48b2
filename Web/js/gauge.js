// The Cute-o-meter gauge: a semicircular dial filled to the "cute" confidence.
import { esc } from './ui.js';
import { t, formatNumber } from './i18n.js';

let counter = 0;

/** A classifier label as words a person reads: "notcute" → "not cute", "golden_retriever" → "golden retriever". */
function readable(label) {
  const words = String(label || '').replace(/[_-]+/g, ' ').trim();
  return /^not ?cute$/i.test(words) ? t('cute.notCute') : words;
}

/** Reads the cute score out of classifier predictions ({label, confidence}). */
export function cuteScore(predictions) {
  const list = Array.isArray(predictions) ? predictions : [];
  const norm = (label) => String(label || '').toLowerCase().replace(/[_-]/g, ' ').trim();
  let value = null;
  const cute = list.find((p) => /^(cute|adorable)$/.test(norm(p.label)));
  const notCute = list.find((p) => /^(not ?cute|not adorable|uncute)$/.test(norm(p.label)));
  let label = 'cute';
  if (cute) value = Number(cute.confidence);
  else if (notCute) value = 1 - Number(notCute.confidence);
  else if (list.length) { value = Number(list[0].confidence); label = readable(list[0].label); }
  if (value === null || Number.isNaN(value)) value = 0;
  value = Math.max(0, Math.min(1, value));
  const percent = Math.round(value * 100);
  const verdict = label !== 'cute' ? t('cute.looksLike', { label })
    : t(value >= 0.8 ? 'cute.adorable' : value >= 0.6 ? 'cute.pretty' : value >= 0.4 ? 'cute.kindOf' : 'cute.notVery');
  const shown = formatNumber(percent / 100, { style: 'percent' });
  const sentence = t('cute.sentence', { percent: shown, label: label === 'cute' ? t('cute.cute') : label, verdict });
  return { value, percent, shown, label, verdict, predictions: list, sentence };
}

/** SVG gauge markup for a score from cuteScore(). */
export function gaugeHTML(score, { compact = false, showPredictions = false } = {}) {
  const id = `cute-gradient-${++counter}`;
  const length = Math.PI * 80;
  const offset = length * (1 - score.value);
  const angle = -90 + 180 * score.value;
  const rows = showPredictions && score.predictions.length
    ? `<ul class="predictions">${score.predictions.slice(0, 5).map((p) => {
      const pct = Math.round(Math.max(0, Math.min(1, Number(p.confidence) || 0)) * 100);
      return `<li><span>${esc(readable(p.label))}</span><span>${esc(formatNumber(pct / 100, { style: 'percent' }))}</span><span class="bar" aria-hidden="true"><i style="width:${pct}%"></i></span></li>`;
    }).join('')}</ul>` : '';
  return `<div class="gauge ${compact ? 'compact' : ''}" data-value="${score.percent}">
    <svg viewBox="0 0 200 116" role="img" aria-label="${esc(t('cute.gauge', { percent: score.percent }))}">
      <defs><linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stop-color="#64d2ff"/><stop offset="0.55" stop-color="#bf5af2"/><stop offset="1" stop-color="#ff375f"/></linearGradient></defs>
      <path class="track" d="M20 100 A80 80 0 0 1 180 100" fill="none" stroke-width="16" stroke-linecap="round"/>
      <path class="fill" d="M20 100 A80 80 0 0 1 180 100" fill="none" stroke="url(#${id})" stroke-width="16" stroke-linecap="round"
        stroke-dasharray="${length.toFixed(1)}" stroke-dashoffset="${offset.toFixed(1)}"/>
      <g class="needle" style="transform: rotate(${angle}deg)"><line x1="100" y1="100" x2="100" y2="34" stroke="#fff" stroke-width="4" stroke-linecap="round"/></g>
      <circle cx="100" cy="100" r="8" fill="#fff"/>
    </svg>
    <div class="value">${esc(score.shown)}</div>
    <div class="verdict">${esc(score.verdict)}</div>
    ${rows}
  </div>`;
}
