// Known people and your things (decision 038): Settings → People and Settings → Things, and
// "Who is this? → Teach" after an answer. Faces and photos stay on this server and with this user.
import { api, loadImage } from './api.js';
import { icon } from './icons.js';
import { esc, html, announce, toast, confirmDialog, errorNotice, sheet } from './ui.js';

const WORDS = {
  face: { path: '/api/v1/faces', title: 'People', one: 'person', placeholder: 'Name, e.g. Ana',
    hint: 'Teach a face from 1 to 10 photos of this person alone (3 or more work best). Visor then says who is in front of you — on this server only, never sent to a provider.' },
  thing: { path: '/api/v1/things', title: 'Things', one: 'thing', placeholder: 'Name, e.g. keys',
    hint: 'Teach one of your things (keys, a cane, a mug) from 1 to 10 photos, 3 or more from different sides.' },
};

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
    <h2 class="section-title" id="known-${kind}-title">${w.title}</h2>
    <form class="card settings-form known-teach" novalidate>
      <p class="hint" style="margin-top:0">${esc(w.hint)}</p>
      <label class="field"><span>Name</span><input class="input" name="name" maxlength="64" autocomplete="off" placeholder="${esc(w.placeholder)}" required></label>
      <label class="field"><span>Photos (1 to 10)</span><input class="input" type="file" name="photos" accept="image/*" multiple required></label>
      <button class="btn primary" type="submit">${icon('plus')} Teach</button>
      <div class="known-status" aria-live="polite"></div>
    </form>
    <ul class="list known-list" style="margin-top:0.75rem" aria-label="${w.title} you taught"><li class="row muted">Loading…</li></ul>
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
      list.innerHTML = `<li class="row muted">No ${w.title.toLowerCase()} taught yet.</li>`;
      return;
    }
    list.replaceChildren(...items.map((item) => {
      const row = html(`<li class="row known-item">
        <img class="thumb" alt="" width="44" height="44">
        <span class="grow"><span class="known-name"></span><span class="small muted"> · ${item.photos.length} photo${item.photos.length === 1 ? '' : 's'}</span></span>
        <button class="btn ghost rename" type="button">Rename</button>
        <button class="icon-btn ghost delete" type="button">${icon('trash')}</button>
      </li>`);
      row.querySelector('.known-name').textContent = item.name;
      row.querySelector('.delete').setAttribute('aria-label', `Forget ${item.name}`);
      row.querySelector('.rename').setAttribute('aria-label', `Rename ${item.name}`);
      if (item.photos[0]) loadImage(row.querySelector('img'), item.photos[0].url);
      row.querySelector('.rename').addEventListener('click', () => rename(item));
      row.querySelector('.delete').addEventListener('click', async () => {
        const ok = await confirmDialog({ title: `Forget ${item.name}?`, message: `Visor stops recognising ${item.name} at once and deletes the photos.`, confirmLabel: 'Forget' });
        if (!ok) return;
        try {
          await api.delete(`${w.path}/${item.id}`);
          announce(`Forgot ${item.name}.`);
          toast(`Forgot ${item.name}.`);
          refresh();
        } catch (error) { toast(error.message, { error: true }); }
      });
      return row;
    }));
  }

  function rename(item) {
    const dialog = sheet(`<h2>Rename</h2><form class="settings-form" novalidate>
      <label class="field"><span>New name</span><input class="input" name="name" maxlength="64" autocomplete="off"></label>
      <button class="btn primary" type="submit">Save</button><div class="rename-status" aria-live="polite"></div></form>`, { label: `Rename ${item.name}` });
    const renameForm = dialog.querySelector('form');
    renameForm.name.value = item.name;
    renameForm.name.focus();
    renameForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      try {
        const renamed = await api.patch(`${w.path}/${item.id}`, { name: renameForm.name.value });
        dialog.close();
        announce(`Renamed to ${renamed.name}.`);
        refresh();
      } catch (error) { dialog.querySelector('.rename-status').replaceChildren(errorNotice(error)); }
    });
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = form.name.value.trim();
    const photos = [...form.photos.files];
    if (!name) { status.textContent = `Give the ${w.one} a name.`; form.name.focus(); return; }
    if (!photos.length) { status.textContent = 'Choose 1 to 10 photos.'; form.photos.focus(); return; }
    const button = form.querySelector('button[type=submit]');
    button.disabled = true;
    status.textContent = 'Teaching…';
    try {
      const item = await teach(kind, name, photos);
      const said = `Taught ${item.name} from ${item.photos.length} photo${item.photos.length === 1 ? '' : 's'}.`;
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
  const button = html(`<button class="btn ghost who-is-this" type="button">${icon('plus')} Who is this? Teach</button>`);
  button.addEventListener('click', () => {
    const dialog = sheet(`<h2>Who is this?</h2><form class="settings-form" novalidate>
      <p class="hint">Visor will say this name when it sees this face again. The photo must show only this person.</p>
      <label class="field"><span>Name</span><input class="input" name="name" maxlength="64" autocomplete="off" placeholder="Name, e.g. Ana"></label>
      <button class="btn primary" type="submit">Teach</button><div class="teach-status" aria-live="polite"></div></form>`, { label: 'Who is this?' });
    const form = dialog.querySelector('form');
    form.name.focus();
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const status = dialog.querySelector('.teach-status');
      if (!form.name.value.trim()) { status.textContent = 'Give the person a name.'; return; }
      try {
        const photo = await (await api.get(photoURL, { raw: true, headers: { Accept: 'image/*' } })).blob();
        const item = await teach('face', form.name.value.trim(), [photo]);
        dialog.close();
        announce(`Taught ${item.name}. Visor will say ${item.name} when it sees this face.`);
        toast(`Taught ${item.name}.`);
      } catch (error) { status.replaceChildren(errorNotice(error)); }
    });
  });
  return button;
}
