// Known people and your things (decision 038): Settings → People and Settings → Things, and
// "Who is this? → Teach" after an answer. Faces and photos stay on this server and with this user.
import { api, loadImage } from './api.js';
import { icon } from './icons.js';
import { esc, html, announce, toast, confirmDialog, errorNotice, sheet } from './ui.js';
import { t } from './i18n.js';

// Catalogue ids by kind: `known.face.title`, `known.thing.hint`…
const WORDS = {
  face: { path: '/api/v1/faces' },
  thing: { path: '/api/v1/things' },
};
const say = (kind, id, args) => t(`known.${kind}.${id}`, args);

/** Sends a teaching: name and photos (File or Blob). Returns the taught item; throws ApiError. */
export async function teach(kind, name, photos) {
  const form = new FormData();
  form.append('name', name);
  photos.forEach((photo, i) => form.append('photos', photo, photo.name || `photo-${i + 1}.jpg`));
  return api.upload(WORDS[kind].path, form);
}

/** Renders the People (`face`) or Things (`thing`) section into `slot`. */
export async function renderKnown(slot, kind) {
  const w = WORDS[kind];
  slot.innerHTML = `<section class="known known-${kind}" aria-labelledby="known-${kind}-title">
    <h2 class="section-title" id="known-${kind}-title">${esc(say(kind, 'title'))}</h2>
    <form class="card settings-form known-teach" novalidate>
      <p class="hint" style="margin-top:0">${esc(say(kind, 'hint'))}</p>
      <label class="field"><span>${esc(t('known.name'))}</span><input class="input" name="name" maxlength="64" autocomplete="off" placeholder="${esc(say(kind, 'placeholder'))}" required></label>
      <label class="field"><span>${esc(t('known.photos'))}</span><input class="input" type="file" name="photos" accept="image/*" multiple required></label>
      <button class="btn primary" type="submit">${icon('plus')} ${esc(t('known.teach'))}</button>
      <div class="known-status" aria-live="polite"></div>
    </form>
    <ul class="list known-list" style="margin-top:0.75rem" aria-label="${esc(say(kind, 'taught'))}"><li class="row muted">${esc(t('common.loading'))}</li></ul>
  </section>`;
  const form = slot.querySelector('.known-teach');
  const status = slot.querySelector('.known-status');
  const list = slot.querySelector('.known-list');

  async function refresh() {
    let items;
    try {
      items = (await api.get(w.path, { background: true })).items;
    } catch (error) {
      list.replaceChildren(errorNotice(error, refresh));
      return;
    }
    if (!items.length) {
      list.innerHTML = `<li class="row muted">${esc(say(kind, 'none'))}</li>`;
      return;
    }
    list.replaceChildren(...items.map((item) => {
      const row = html(`<li class="row known-item">
        <img class="thumb" alt="" width="44" height="44">
        <span class="grow"><span class="known-name"></span><span class="small muted"> · ${esc(t('known.photoCount', { count: item.photos.length }))}</span></span>
        <button class="btn ghost rename" type="button">${esc(t('known.rename'))}</button>
        <button class="icon-btn ghost delete" type="button">${icon('trash')}</button>
      </li>`);
      row.querySelector('.known-name').textContent = item.name;
      row.querySelector('.delete').setAttribute('aria-label', t('known.forgetNamed', { name: item.name }));
      row.querySelector('.rename').setAttribute('aria-label', t('known.renameNamed', { name: item.name }));
      if (item.photos[0]) loadImage(row.querySelector('img'), item.photos[0].url);
      row.querySelector('.rename').addEventListener('click', () => rename(item));
      row.querySelector('.delete').addEventListener('click', async () => {
        const ok = await confirmDialog({ title: t('known.forgetTitle', { name: item.name }), message: t('known.forgetMessage', { name: item.name }), confirmLabel: t('known.forget') });
        if (!ok) return;
        try {
          await api.delete(`${w.path}/${item.id}`);
          announce(t('known.forgot', { name: item.name }));
          toast(t('known.forgot', { name: item.name }));
          refresh();
        } catch (error) { toast(error.message, { error: true }); }
      });
      return row;
    }));
  }

  function rename(item) {
    const dialog = sheet(`<h2>${esc(t('known.rename'))}</h2><form class="settings-form" novalidate>
      <label class="field"><span>${esc(t('known.newName'))}</span><input class="input" name="name" maxlength="64" autocomplete="off"></label>
      <button class="btn primary" type="submit">${esc(t('common.save'))}</button><div class="rename-status" aria-live="polite"></div></form>`, { label: t('known.renameNamed', { name: item.name }) });
    const renameForm = dialog.querySelector('form');
    renameForm.name.value = item.name;
    renameForm.name.focus();
    renameForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      try {
        const renamed = await api.patch(`${w.path}/${item.id}`, { name: renameForm.name.value });
        dialog.close();
        announce(t('known.renamed', { name: renamed.name }));
        refresh();
      } catch (error) { dialog.querySelector('.rename-status').replaceChildren(errorNotice(error)); }
    });
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = form.name.value.trim();
    const photos = [...form.photos.files];
    if (!name) { status.textContent = say(kind, 'needsName'); form.name.focus(); return; }
    if (!photos.length) { status.textContent = t('known.choosePhotos'); form.photos.focus(); return; }
    const button = form.querySelector('button[type=submit]');
    button.disabled = true;
    status.textContent = t('known.teaching');
    try {
      const item = await teach(kind, name, photos);
      const said = t('known.taughtFrom', { name: item.name, count: item.photos.length });
      status.textContent = said;
      announce(said);
      form.reset();
      refresh();
    } catch (error) {
      status.replaceChildren(errorNotice(error));
    } finally {
      button.disabled = false;
    }
  });
  refresh();
}

/**
 * "Who is this? → Teach": after an answer that mentions people, offers to teach the face in the
 * answer's photo (`photoURL`, the saved analysis image). Returns the button, or null.
 */
export function whoIsThisButton(photoURL) {
  if (!photoURL) return null;
  const button = html(`<button class="btn ghost who-is-this" type="button">${icon('plus')} ${esc(t('who.button'))}</button>`);
  button.addEventListener('click', () => {
    const dialog = sheet(`<h2>${esc(t('who.title'))}</h2><form class="settings-form" novalidate>
      <p class="hint">${esc(t('who.hint'))}</p>
      <label class="field"><span>${esc(t('known.name'))}</span><input class="input" name="name" maxlength="64" autocomplete="off" placeholder="${esc(t('known.face.placeholder'))}"></label>
      <button class="btn primary" type="submit">${esc(t('known.teach'))}</button><div class="teach-status" aria-live="polite"></div></form>`, { label: t('who.title') });
    const form = dialog.querySelector('form');
    form.name.focus();
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const status = dialog.querySelector('.teach-status');
      if (!form.name.value.trim()) { status.textContent = t('known.face.needsName'); return; }
      try {
        const photo = await (await api.get(photoURL, { raw: true, headers: { Accept: 'image/*' } })).blob();
        const item = await teach('face', form.name.value.trim(), [photo]);
        dialog.close();
        announce(t('who.taught', { name: item.name }));
        toast(t('known.taught', { name: item.name }));
      } catch (error) { status.replaceChildren(errorNotice(error)); }
    });
  });
  return button;
}
