// Garage: identified cars with their photos; a detail sheet with every field and its unit; delete.
import { api, loadImage } from '../api.js';
import { icon } from '../icons.js';
import { esc, html, sheet, confirmDialog, toast, errorNotice, humanise, timeAgo, announce, focusHeading } from '../ui.js';
import { track } from '../analytics.js';
import { t, formatNumber } from '../i18n.js';

const SKIP = new Set(['id', 'title', 'brand', 'make', 'model', 'imageUrl', 'createdAt', 'updatedAt', 'userId', 'recognizer', 'found', 'colourHex', 'colorHex']);
// Field names as catalogue ids (`spec.power`…); a field not listed is shown by its key in words.
const LABELS = {
  horsepower: 'spec.power', powerHp: 'spec.power', topSpeedKmh: 'spec.topSpeed', zeroToHundredSeconds: 'spec.zeroToHundred',
  zeroTo100Seconds: 'spec.zeroToHundred', zeroToHundredKmhSeconds: 'spec.zeroToHundred', acceleration0To100Seconds: 'spec.zeroToHundred',
  cylinders: 'spec.cylinders', displacementLiters: 'spec.displacement', displacementCc: 'spec.displacement', displacementCm3: 'spec.displacement',
  engineLayout: 'spec.engineLayout', turbo: 'spec.turbo', turboArchitecture: 'spec.turbo', aspiration: 'spec.aspiration',
  colorName: 'spec.colour', colourName: 'spec.colour', colorCode: 'spec.colourCode', colourCode: 'spec.colourCode', year: 'spec.year',
  confidence: 'spec.confidence', bodyStyle: 'spec.body', bodyType: 'spec.bodyType', modelId: 'spec.identifiedBy', paintCode: 'spec.paintCode',
  horsepowerHp: 'spec.power', yearFrom: 'spec.from', yearTo: 'spec.to', displacementLitres: 'spec.displacement', generation: 'spec.generation', torqueNm: 'spec.torque', weightKg: 'spec.weight',
};
const ORDER = ['year', 'horsepower', 'powerHp', 'topSpeedKmh', 'zeroToHundredSeconds', 'zeroTo100Seconds', 'zeroToHundredKmhSeconds',
  'acceleration0To100Seconds', 'cylinders', 'displacementLiters', 'displacementCc', 'displacementCm3', 'engineLayout', 'turbo',
  'turboArchitecture', 'aspiration', 'colorName', 'colourName', 'colorCode', 'colourCode', 'bodyType', 'confidence', 'modelId'];
const UNITS = [
  [/Kmh$/, 'km/h'], [/Mph$/, 'mph'], [/Seconds$/, 's'], [/Liters$|Litres$/, 'L'], [/Cc$|Cm3$/, 'cc'], [/Kw$/, 'kW'],
  [/Nm$/, 'N·m'], [/Hp$|^horsepower$/, 'hp'], [/Kg$/, 'kg'], [/Ms$/, 'ms'],
];

/** The server's one name for the car ("Porsche 911 Carrera", "Gray minivan"), the same in the CLI and stats. */
export function carTitle(car) {
  if (car?.title) return car.title;
  const parts = [car.brand || car.make, car.model].filter(Boolean);
  if (parts.length) return parts.join(' ');
  const look = [car.colourName || car.colorName, car.bodyType].filter(Boolean).join(' ');
  return look ? look.charAt(0).toUpperCase() + look.slice(1) : t('mode.car');
}

/**
 * A car as said aloud, short: "Gray minivan; make and model need a vision model." offline, else the
 * name and two or three numbers — never colour codes or model ids.
 */
export function carSpoken(car) {
  const title = carTitle(car);
  if (!car.brand && !car.model) return t('car.needsVision', { title });
  // A guess (below 50 %): its title says so, and the guessed car's numbers are not said as facts.
  if (typeof car.confidence === 'number' && car.confidence < 0.5) return t('car.sentence', { text: title });
  const parts = [];
  if (car.yearFrom) parts.push(car.yearTo && car.yearTo !== car.yearFrom ? t('car.years', { from: String(car.yearFrom), to: String(car.yearTo) }) : String(car.yearFrom));
  if (car.horsepowerHp) parts.push(t('car.horsepower', { count: car.horsepowerHp }));
  if (car.topSpeedKmh) parts.push(t('car.topSpeed', { speed: car.topSpeedKmh }));
  if (car.colourName) parts.push(car.colourName);
  return t('car.sentence', { text: [title, ...parts].join(t('list.separator')) });
}

function format(key, value) {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (key === 'confidence' && typeof value === 'number') return formatNumber(Math.round(value * (value <= 1 ? 100 : 1)) / 100, { style: 'percent' });
  const unit = UNITS.find(([pattern]) => pattern.test(key))?.[1];
  const text = typeof value === 'number' ? formatNumber(value, { maximumFractionDigits: 2 }) : String(value);
  return unit ? `${text} ${unit}` : text;
}

function labelFor(key) {
  if (LABELS[key]) return t(LABELS[key]);
  return humanise(key.replace(/(Kmh|Mph|Seconds|Liters|Litres|Cc|Cm3|Kw|Nm|Hp|Kg|Ms)$/, '')) || humanise(key);
}

/** Every displayable field as {key, label, value} with units, known fields first. */
export function carSpecs(car) {
  const flat = {};
  for (const [key, value] of Object.entries(car || {})) {
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(flat, value);
    else flat[key] = value;
  }
  const keys = Object.keys(flat).filter((key) => !SKIP.has(key) && !Array.isArray(flat[key]));
  keys.sort((a, b) => {
    const ia = ORDER.indexOf(a); const ib = ORDER.indexOf(b);
    return (ia < 0 ? 999 : ia) - (ib < 0 ? 999 : ib);
  });
  return keys.map((key) => ({ key, label: labelFor(key), value: format(key, flat[key]) })).filter((s) => s.value !== null);
}

function colourSwatch(car) {
  const code = car.colorCode || car.colourCode || car.colorHex;
  return /^#[0-9a-f]{3,8}$/i.test(code || '') ? `<span class="swatch" style="background:${code}" aria-hidden="true"></span>` : '';
}

export async function render(main) {
  main.innerHTML = `<div class="page wide">
    <header class="page-header"><h1>${esc(t('title.garage'))}</h1>
      <div class="actions"><a class="btn primary" href="#/camera" data-car-mode>${icon('camera')} ${esc(t('garage.add'))}</a></div></header>
    <div class="status-slot"></div>
    <div class="grid" role="list" aria-label="${esc(t('garage.yourCars'))}"></div>
    <div class="center more-slot" style="margin-top:1rem"></div>
  </div>`;
  const grid = main.querySelector('.grid');
  const statusSlot = main.querySelector('.status-slot');
  const moreSlot = main.querySelector('.more-slot');
  main.querySelector('[data-car-mode]').addEventListener('click', () => sessionStorage.setItem('visor.mode', 'car'));
  let cursor = null;

  async function load(append = false) {
    if (!append) { grid.innerHTML = ''; statusSlot.innerHTML = `<div class="empty"><span class="spinner" aria-hidden="true"></span><span class="visually-hidden">${esc(t('garage.loading'))}</span></div>`; }
    try {
      const result = await api.get(`/api/v1/cars?limit=30${append && cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      statusSlot.innerHTML = '';
      const items = result?.items || [];
      cursor = result?.nextCursor || null;
      if (!append && !items.length) {
        statusSlot.innerHTML = `<div class="empty">${icon('car')}<h2>${esc(t('garage.none'))}</h2><p>${t('garage.noneHint', { mode: `<strong>${esc(t('mode.car'))}</strong>` })}</p></div>`;
      }
      for (const car of items) grid.append(tile(car));
      moreSlot.innerHTML = '';
      if (cursor) {
        const more = html(`<button class="btn" type="button">${esc(t('common.loadMore'))}</button>`);
        more.addEventListener('click', () => load(true));
        moreSlot.append(more);
      }
    } catch (error) {
      statusSlot.innerHTML = '';
      statusSlot.append(error.missing ? html(`<div class="empty">${icon('car')}<h2>${esc(t('garage.unavailable'))}</h2><p>${esc(t('garage.unavailableHint'))}</p></div>`) : errorNotice(error, () => load(append)));
    }
  }

  function tile(car) {
    const title = carTitle(car);
    const sub = [car.year ?? car.yearFrom, format('horsepower', car.horsepower ?? car.powerHp ?? car.horsepowerHp), car.colorName || car.colourName].filter(Boolean).join(' · ');
    const node = html(`<div role="listitem"><button class="tile" type="button"><img alt="" loading="lazy"><div class="meta"><div class="title" dir="auto"></div><div class="sub" dir="auto"></div></div></button></div>`);
    node.querySelector('.title').textContent = title;
    node.querySelector('.sub').textContent = sub || timeAgo(car.createdAt);
    node.querySelector('button').setAttribute('aria-label', sub ? [title, sub].join(t('list.separator')) : title);
    loadImage(node.querySelector('img'), car.imageUrl || `/api/v1/cars/${encodeURIComponent(car.id)}/image`);
    node.querySelector('button').addEventListener('click', () => openDetail(car, node));
    return node;
  }

  async function openDetail(summary, node) {
    let car = summary;
    try { car = (await api.get(`/api/v1/cars/${encodeURIComponent(summary.id)}`)) || summary; } catch { /* show what the list had */ }
    const specs = carSpecs(car);
    const dialog = sheet(`<img class="detail-image" alt="${esc(t('garage.photoOf', { car: carTitle(car) }))}">
      <h2 style="margin-top:1rem">${esc(carTitle(car))}</h2>
      <p class="small">${esc(t('garage.added', { when: timeAgo(car.createdAt) }))}</p>
      <dl class="specs">${specs.map((s) => `<div class="spec"><dt>${esc(s.label)}</dt><dd>${/colou?rName/.test(s.key) ? colourSwatch(car) : ''}${esc(s.value)}</dd></div>`).join('')}</dl>
      <div class="sheet-actions"><button class="btn danger delete" type="button">${icon('trash')} ${esc(t('garage.delete'))}</button></div>`, { label: carTitle(car) });
    loadImage(dialog.querySelector('img'), car.imageUrl || `/api/v1/cars/${encodeURIComponent(car.id)}/image`);
    dialog.querySelector('.delete').addEventListener('click', async () => {
      const ok = await confirmDialog({ title: t('garage.deleteTitle', { car: carTitle(car) }), message: t('garage.deleteMessage'), confirmLabel: t('common.delete') });
      if (!ok) return;
      try {
        await api.delete(`/api/v1/cars/${encodeURIComponent(car.id)}`);
        dialog.close();
        node.remove();
        toast(t('garage.deleted', { car: carTitle(car) }));
        announce(t('garage.deletedFrom', { car: carTitle(car) }));
        focusHeading(main, { force: true });
        track('car_deleted');
        if (!grid.children.length) load();
      } catch (error) { toast(error.message, { error: true }); }
    });
  }

  load();
  return () => {};
}
