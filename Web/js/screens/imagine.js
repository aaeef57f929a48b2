// Imagine: prompt → generated image; a gallery with favourite / delete. A clear message when no
// image provider is configured (501 not_configured).
import { api, loadImage } from '../api.js';
import { icon } from '../icons.js';
import { esc, html, toast, confirmDialog, errorNotice, announce, sheet } from '../ui.js';
import { track } from '../analytics.js';
import { session } from '../state.js';
import { t } from '../i18n.js';

const SIZES = ['1024x1024', '1792x1024', '1024x1792', '512x512'];

export async function render(main) {
  main.innerHTML = `<div class="page wide">
    <header class="page-header"><h1>${esc(t('title.imagine'))}</h1></header>
    <form class="prompt-box" novalidate>
      <label class="visually-hidden" for="imagine-prompt">${esc(t('imagine.label'))}</label>
      <textarea class="input" id="imagine-prompt" name="prompt" maxlength="4000" placeholder="${esc(t('imagine.placeholder'))}"></textarea>
      <div class="form-row">
        <label class="small muted">${esc(t('imagine.size'))} <select class="input" name="size">${SIZES.map((s) => `<option>${s}</option>`).join('')}</select></label>
        <button class="btn primary generate" type="submit" disabled>${icon('sparkles')} ${esc(t('imagine.generate'))}</button>
      </div>
    </form>
    <div class="status-slot" aria-live="polite"></div>
    <h2 class="section-title">${esc(t('imagine.gallery'))}</h2>
    <div class="gallery" role="list" aria-label="${esc(t('imagine.yourImages'))}"></div>
    <div class="gallery-status"></div>
  </div>`;
  const form = main.querySelector('.prompt-box');
  const button = form.querySelector('.generate');
  const statusSlot = main.querySelector('.status-slot');
  const gallery = main.querySelector('.gallery');
  const galleryStatus = main.querySelector('.gallery-status');
  let busy = false;

  const update = () => { button.disabled = busy || !form.prompt.value.trim(); };
  form.prompt.addEventListener('input', update);
  form.prompt.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) { event.preventDefault(); form.requestSubmit(); }
  });

  function contentUrl(image) { return image.contentUrl || image.url || `/api/v1/images/${encodeURIComponent(image.id)}/content`; }

  function figure(image) {
    const node = html(`<figure role="listitem"><button class="tile" type="button" style="border-radius:0"><img alt=""></button><figcaption dir="auto"></figcaption>
      <div class="tools"><button class="icon-btn star" type="button"></button><button class="icon-btn danger delete" type="button" aria-label="${esc(t('imagine.delete'))}">${icon('trash')}</button></div></figure>`);
    const img = node.querySelector('img');
    img.alt = image.prompt || t('imagine.generated');
    loadImage(img, contentUrl(image));
    node.querySelector('figcaption').textContent = image.prompt || '';
    const star = node.querySelector('.star');
    const paint = () => {
      star.setAttribute('aria-pressed', String(Boolean(image.favorite)));
      star.setAttribute('aria-label', image.favorite ? t('chat.unfavourite') : t('chat.favouriteAdd'));
      star.innerHTML = icon(image.favorite ? 'starFilled' : 'star');
      star.style.color = image.favorite ? 'var(--warning)' : '';
    };
    paint();
    star.addEventListener('click', async () => {
      try {
        const updated = await api.patch(`/api/v1/images/${encodeURIComponent(image.id)}`, { favorite: !image.favorite });
        image.favorite = updated?.favorite ?? !image.favorite;
        paint();
        track('image_favorite', { on: String(image.favorite) });
      } catch (error) { toast(error.message, { error: true }); }
    });
    node.querySelector('.delete').addEventListener('click', async () => {
      const ok = await confirmDialog({ title: t('imagine.deleteTitle'), message: t('imagine.deleteMessage') });
      if (!ok) return;
      try {
        await api.delete(`/api/v1/images/${encodeURIComponent(image.id)}`);
        node.remove();
        toast(t('imagine.deleted'));
        track('image_deleted');
      } catch (error) { toast(error.message, { error: true }); }
    });
    node.querySelector('.tile').setAttribute('aria-label', t('imagine.open', { prompt: image.prompt || t('imagine.generated') }));
    node.querySelector('.tile').addEventListener('click', () => {
      const dialog = sheet(`<img class="detail-image" style="aspect-ratio:auto" alt="${esc(image.prompt || t('imagine.generated'))}"><p style="margin-top:1rem;color:var(--text)">${esc(image.prompt || '')}</p>`, { label: t('imagine.image') });
      loadImage(dialog.querySelector('img'), contentUrl(image));
    });
    return node;
  }

  async function loadGallery() {
    try {
      const result = await api.get('/api/v1/images?limit=60');
      const items = result?.items || [];
      gallery.innerHTML = '';
      galleryStatus.innerHTML = items.length ? '' : `<p class="empty small">${esc(t('imagine.empty'))}</p>`;
      for (const image of items) gallery.append(figure(image));
    } catch (error) {
      galleryStatus.innerHTML = '';
      galleryStatus.append(error.missing ? html(`<p class="empty small">${esc(t('imagine.empty'))}</p>`) : errorNotice(error, loadGallery));
    }
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const prompt = form.prompt.value.trim();
    if (!prompt || busy) return;
    busy = true;
    update();
    main.querySelector('.imagine-refusal')?.remove();
    statusSlot.innerHTML = `<div class="notice"><span class="spinner small" aria-hidden="true"></span><p>${esc(t('imagine.creating'))}</p></div>`;
    track('image_generate', { size: form.size.value });
    try {
      const image = await api.post('/api/v1/images/generate', { prompt, size: form.size.value });
      statusSlot.innerHTML = '';
      const record = image?.image || image;
      if (record?.id) { gallery.prepend(figure(record)); galleryStatus.innerHTML = ''; }
      else loadGallery();
      announce(t('imagine.ready'));
    } catch (error) {
      statusSlot.innerHTML = '';
      if (error.status === 501 || error.code === 'not_configured') {
        statusSlot.append(html(`<div class="notice info" role="alert">${icon('alert')}<div class="grow"><p><strong>${esc(t('imagine.notSetUp'))}</strong></p><p class="not-configured"></p></div></div>`));
        // The how-to (environment variables, flags) is for whoever runs the server; everyone else
        // hears who can fix it.
        statusSlot.querySelector('.not-configured').textContent = session.user?.isAdmin
          ? error.message
          : t('imagine.askAdmin');
      } else if (error.status === 429) {
        // Said once already (quota.js): the notice goes after the live status slot, not into it.
        main.querySelector('.imagine-refusal')?.remove();
        const notice = errorNotice(error);
        notice.classList.add('imagine-refusal');
        statusSlot.after(notice);
      } else {
        statusSlot.append(errorNotice(error, () => form.requestSubmit()));
      }
    } finally {
      busy = false;
      update();
    }
  });

  loadGallery();
  return () => {};
}
