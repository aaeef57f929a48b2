// Chat: a list with favourites and search; a conversation with streamed replies, a model picker, an
// attached photo, rename / favourite / delete (with confirmation). Empty messages can't be sent.
import { api, stream, loadImage, ApiError } from '../api.js';
import { icon } from '../icons.js';
import { esc, html, toast, confirmDialog, errorNotice, timeAgo, announce, sheet } from '../ui.js';
import { currentBlock, blockReason, tellBlocked, onQuotaChange, speechOn } from '../quota.js';
import { track } from '../analytics.js';
import { SpeechPlayer } from '../audio.js';
import { t } from '../i18n.js';

/**
 * Speaks a streamed reply sentence by sentence as it arrives (issue 23 item 5: chat replies are
 * spoken when speech is on), so the first sentence is heard while the model still writes.
 */
class ReplyVoice {
  constructor(player) { this.player = player; this.said = 0; this.queue = Promise.resolve(); }
  /** Queues every whole sentence of `text` not queued yet; with `done`, the rest too. */
  feed(text, done = false) {
    const rest = text.slice(this.said);
    const sentences = rest.match(/[^.!?…]+[.!?…]+["'”’)]*(\s+|$)/g) || [];
    let upto = sentences.join('').length;
    if (!done) { const last = sentences[sentences.length - 1]; if (last && !/\s$/.test(last)) upto -= last.length; }
    else upto = rest.length;
    const chunk = rest.slice(0, upto).trim();
    this.said += upto;
    if (chunk) this.queue = this.queue.then(() => this.player.say(chunk).catch(() => false));
  }
}

function readFileAsBase64(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] || '');
    reader.onerror = () => reject(new ApiError(0, 'read_failed', t('chat.photoUnreadable')));
    reader.readAsDataURL(file);
  });
}

function replyText(body) {
  if (!body) return '';
  if (typeof body === 'string') return body;
  return body.content || body.message?.content || body.reply?.content || body.assistant?.content
    || (typeof body.message === 'string' ? body.message : '') || body.text || '';
}

export async function render(main, { params, navigate }) {
  const chatId = params[0] || null;
  main.innerHTML = `<div class="chat-layout ${chatId ? 'has-chat' : ''}">
    <section class="chat-list-pane" aria-labelledby="chats-title">
      <header class="page-header" style="margin-top:0.25rem"><h1 id="chats-title">${esc(t('title.chat'))}</h1>
        <div class="actions"><button class="btn primary new-chat" type="button">${icon('plus')} ${esc(t('chat.new'))}</button></div></header>
      <div class="search" role="search">${icon('search')}
        <label class="visually-hidden" for="chat-search">${esc(t('chat.search'))}</label>
        <input class="input" id="chat-search" type="search" placeholder="${esc(t('chat.searchPlaceholder'))}" autocomplete="off"></div>
      <div class="chat-list-slot"></div>
    </section>
    <section class="chat-pane" aria-label="${esc(t('chat.conversation'))}"></section>
  </div>`;
  const layout = main.querySelector('.chat-layout');
  const listSlot = main.querySelector('.chat-list-slot');
  const pane = main.querySelector('.chat-pane');
  const searchInput = main.querySelector('#chat-search');
  let abort = null;
  const player = new SpeechPlayer();
  let searchTimer = null;
  let offQuota = null;
  let chatModels = [];

  main.querySelector('.new-chat').addEventListener('click', () => {
    track('chat_new');
    if (chatId) navigate('chat/new'); else openChat(null);
  });

  // ---------- List ----------
  async function loadList() {
    const q = searchInput.value.trim();
    try {
      const result = await api.get(`/api/v1/chats?limit=50${q ? `&q=${encodeURIComponent(q)}` : ''}`);
      const items = (result?.items || []).slice();
      items.sort((a, b) => Number(Boolean(b.favorite)) - Number(Boolean(a.favorite)));
      listSlot.innerHTML = '';
      if (!items.length) {
        listSlot.innerHTML = q ? `<p class="empty small">${esc(t('chat.noMatch', { query: q }))}</p>`
          : `<div class="empty">${icon('chat')}<h2>${esc(t('chat.none'))}</h2><p>${t('chat.noneHint', { button: `<strong>${esc(t('chat.new'))}</strong>` })}</p></div>`;
        return;
      }
      const list = html(`<ul class="list chats" aria-label="${esc(t('chat.list'))}"></ul>`);
      for (const chat of items) {
        const li = html(`<li><a class="row" href="#/chat/${encodeURIComponent(chat.id)}">
          <div class="grow"><div class="title" dir="auto"></div><div class="sub" dir="auto"></div></div></a></li>`);
        li.querySelector('.title').textContent = chat.title || t('chat.untitled');
        li.querySelector('.sub').textContent = timeAgo(chat.updatedAt || chat.createdAt);
        if (chat.match === 'meaning') li.querySelector('.grow').insertAdjacentHTML('beforeend', `<span class="match-tag">${esc(t('search.byMeaning'))}</span>`);
        if (chat.favorite) li.querySelector('.row').insertAdjacentHTML('afterbegin', `<span class="star-mark" aria-label="${esc(t('chat.favourite'))}" role="img">${icon('starFilled')}</span>`);
        if (chat.id === chatId) li.querySelector('.row').setAttribute('aria-current', 'page');
        list.append(li);
      }
      listSlot.append(list);
    } catch (error) {
      listSlot.innerHTML = '';
      listSlot.append(error.missing ? html(`<div class="empty">${icon('chat')}<h2>${esc(t('chat.unavailable'))}</h2><p>${esc(t('chat.unavailableHint'))}</p></div>`) : errorNotice(error, loadList));
    }
  }
  searchInput.addEventListener('input', () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => { track('chat_search'); loadList(); }, 300);
  });

  async function loadModels() {
    try {
      const result = await api.get('/api/v1/models');
      chatModels = (result?.items || []).filter((m) => (m.capabilities || []).includes('chat'));
    } catch { chatModels = []; }
  }

  // ---------- Conversation ----------
  async function openChat(id) {
    layout.classList.add('has-chat');
    let chat = { id, title: t('chat.newTitle'), favorite: false, messages: [] };
    pane.innerHTML = `<div class="chat-head">
        <a class="icon-btn ghost back-btn" href="#/chat" aria-label="${esc(t('chat.back'))}">${icon('back')}</a>
        <h2 class="title" dir="auto"></h2>
        <button class="icon-btn ghost star" type="button" aria-pressed="false" aria-label="${esc(t('chat.favourite'))}">${icon('star')}</button>
        <button class="icon-btn ghost rename" type="button" aria-label="${esc(t('chat.rename'))}">${icon('edit')}</button>
        <button class="icon-btn ghost danger delete" type="button" aria-label="${esc(t('chat.delete'))}">${icon('trash')}</button>
      </div>
      <div class="messages" role="log" aria-live="off" aria-label="${esc(t('chat.messages'))}" tabindex="0"></div>
      <form class="composer-wrap" novalidate>
        <div class="attach-preview" hidden><img alt="${esc(t('chat.attached'))}"><button class="btn plain remove-attach" type="button">${esc(t('chat.removePhoto'))}</button></div>
        <div class="composer">
          <button class="icon-btn attach" type="button" aria-label="${esc(t('chat.attach'))}">${icon('clip')}</button>
          <input class="attach-input" type="file" accept="image/*,.heic,.heif" hidden>
          <label class="visually-hidden" for="chat-input">${esc(t('chat.message'))}</label>
          <textarea class="input" id="chat-input" rows="1" placeholder="${esc(t('chat.message'))}" enterkeyhint="send"></textarea>
          <button class="icon-btn send" type="submit" aria-label="${esc(t('chat.send'))}" disabled>${icon('send')}</button>
          <button class="icon-btn stop-reply" type="button" aria-label="${esc(t('chat.stopReply'))}" hidden>${icon('stop')}</button>
        </div>
        <div class="model-row small muted" style="padding:0 0.75rem 0.5rem">
          <label class="model-pick" hidden>${esc(t('chat.model'))} <select class="input model-select" style="min-height:2rem;padding:0.25rem 0.5rem;width:auto;display:inline-block"></select></label>
          <span class="model-name"></span>
          <p class="model-note" hidden></p>
        </div>
      </form>`;
    const titleNode = pane.querySelector('.title');
    const messages = pane.querySelector('.messages');
    const form = pane.querySelector('.composer-wrap');
    const input = pane.querySelector('#chat-input');
    const sendButton = pane.querySelector('.send');
    const starButton = pane.querySelector('.star');
    const attachInput = pane.querySelector('.attach-input');
    const preview = pane.querySelector('.attach-preview');
    const modelSelect = pane.querySelector('.model-select');
    let attached = null;
    let sending = false;

    // Header actions work from the first paint (a click while the conversation loads is not lost).
    starButton.addEventListener('click', async () => {
      try {
        const updated = await api.patch(`/api/v1/chats/${encodeURIComponent(chat.id)}`, { favorite: !chat.favorite });
        chat.favorite = updated?.favorite ?? !chat.favorite;
        headerState();
        announce(chat.favorite ? t('chat.favourited') : t('chat.unfavourited'));
        track('chat_favorite', { on: String(chat.favorite) });
        loadList();
      } catch (error) { toast(error.message, { error: true }); }
    });
    pane.querySelector('.rename').addEventListener('click', () => {
      const dialog = sheet(`<form class="rename-form" novalidate><h2>${esc(t('chat.rename'))}</h2>
        <label class="field"><span>${esc(t('chat.titleField'))}</span><input class="input" name="title" maxlength="200" required></label>
        <div class="sheet-actions"><button class="btn cancel" type="button">${esc(t('common.cancel'))}</button><button class="btn primary" type="submit">${esc(t('common.save'))}</button></div></form>`, { label: t('chat.rename') });
      const renameForm = dialog.querySelector('form');
      renameForm.title.value = chat.title || '';
      renameForm.title.select();
      dialog.querySelector('.cancel').addEventListener('click', () => dialog.close());
      renameForm.addEventListener('submit', async (event) => {
        event.preventDefault();
        const title = renameForm.title.value.trim();
        if (!title) { renameForm.title.focus(); return; }
        try {
          await api.patch(`/api/v1/chats/${encodeURIComponent(chat.id)}`, { title });
          chat.title = title;
          headerState();
          dialog.close();
          track('chat_renamed');
          loadList();
        } catch (error) { toast(error.message, { error: true }); }
      });
    });
    pane.querySelector('.delete').addEventListener('click', async () => {
      const ok = await confirmDialog({ title: t('chat.deleteTitle'), message: t('chat.deleteMessage', { title: chat.title || t('chat.untitled') }) });
      if (!ok) return;
      try {
        await api.delete(`/api/v1/chats/${encodeURIComponent(chat.id)}`);
        toast(t('chat.deleted'));
        track('chat_deleted');
        navigate('chat');
      } catch (error) { toast(error.message, { error: true }); }
    });

    function headerState() {
      titleNode.textContent = chat.title || t('chat.untitled');
      const exists = Boolean(chat.id);
      starButton.hidden = !exists;
      pane.querySelector('.rename').hidden = !exists;
      pane.querySelector('.delete').hidden = !exists;
      starButton.setAttribute('aria-pressed', String(Boolean(chat.favorite)));
      starButton.setAttribute('aria-label', chat.favorite ? t('chat.unfavourite') : t('chat.favouriteAdd'));
      starButton.innerHTML = icon(chat.favorite ? 'starFilled' : 'star');
    }
    function canSend() {
      sendButton.disabled = sending || !input.value.trim();
      // A rate limit in force (quota.js): Send says why it is paused, and turns back on by itself.
      const blocked = currentBlock({ analysis: false });
      if (blocked) sendButton.setAttribute('aria-disabled', 'true'); else sendButton.removeAttribute('aria-disabled');
      sendButton.setAttribute('aria-label', blocked ? t('chat.sendPaused', { why: blockReason(blocked, { rounded: true }) }) : t('chat.send'));
    }
    offQuota?.();
    offQuota = onQuotaChange(canSend);
    canSend();
    function bubble(role, content, imageUrl) {
      // Their text keeps its own direction (an English answer inside the Arabic app).
      const node = html(`<div class="bubble ${role === 'user' ? 'user' : 'assistant'}" dir="auto"></div>`);
      if (imageUrl) { const img = html(`<img alt="${esc(t('chat.attached'))}">`); loadImage(img, imageUrl); node.append(img); }
      node.append(document.createTextNode(content || ''));
      messages.append(node);
      messages.scrollTop = messages.scrollHeight;
      return node;
    }

    await loadModels();
    const attachButton = pane.querySelector('.attach');
    const stopButton = pane.querySelector('.stop-reply');
    const modelName = pane.querySelector('.model-name');
    const modelNote = pane.querySelector('.model-note');
    if (chatModels.length > 1) {
      pane.querySelector('.model-pick').hidden = false;
      modelSelect.innerHTML = chatModels.map((m) => `<option value="${esc(m.id)}" ${(m.defaultFor || []).includes('chat') ? 'selected' : ''}>${esc(m.id)}</option>`).join('');
    }
    /** The model that will answer: the picked one, the chat's, or the default chat model. */
    function answeringModel() {
      const picked = !pane.querySelector('.model-pick').hidden && modelSelect.value;
      const id = picked || chat.model || chatModels.find((m) => (m.defaultFor || []).includes('chat'))?.id || chatModels[0]?.id;
      return chatModels.find((m) => m.id === id) || (id ? { id, capabilities: [] } : null);
    }
    /** Shows who answers, a warning for the small offline model, and a photo button only if it can see. */
    function modelState() {
      const model = answeringModel();
      modelName.textContent = model && pane.querySelector('.model-pick').hidden ? t('chat.answeredBy', { model: model.id }) : '';
      const small = model && model.id.startsWith('local/') && ((model.parameterCount ?? 0) < 1e9 || /smollm|135m/i.test(model.id));
      modelNote.hidden = !small;
      modelNote.textContent = small ? t('chat.smallModel') : '';
      const sees = Boolean(model && (model.capabilities || []).includes('vision'));
      attachButton.hidden = !sees;
      if (!sees && attached) { attached = null; preview.hidden = true; }
    }
    modelSelect.addEventListener('change', modelState);
    stopButton.addEventListener('click', () => { abort?.abort(); player.stop(); track('chat_stopped'); });

    if (id) {
      messages.innerHTML = `<div class="empty"><span class="spinner" aria-hidden="true"></span><span class="visually-hidden">${esc(t('chat.loading'))}</span></div>`;
      try {
        chat = await api.get(`/api/v1/chats/${encodeURIComponent(id)}`);
        messages.innerHTML = '';
        for (const m of chat.messages || []) bubble(m.role, m.content, m.imageUrl);
        if (chat.model && modelSelect.querySelector(`option[value="${CSS.escape(chat.model)}"]`)) modelSelect.value = chat.model;
      } catch (error) {
        messages.innerHTML = '';
        messages.append(errorNotice(error, () => openChat(id)));
      }
    } else {
      messages.innerHTML = `<div class="empty">${icon('chat')}<h2>${esc(t('chat.newTitle'))}</h2><p>${esc(t('chat.askAnything'))}${answeringModel()?.capabilities?.includes('vision') ? ` ${esc(t('chat.canAttach'))}` : ''}</p></div>`;
    }
    headerState();
    modelState();

    input.addEventListener('input', () => {
      canSend();
      input.style.height = 'auto';
      input.style.height = `${Math.min(input.scrollHeight, 144)}px`;
    });
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) { event.preventDefault(); form.requestSubmit(); }
    });
    pane.querySelector('.attach').addEventListener('click', () => attachInput.click());
    attachInput.addEventListener('change', () => {
      attached = attachInput.files?.[0] || null;
      attachInput.value = '';
      preview.hidden = !attached;
      if (attached) {
        const img = preview.querySelector('img');
        img.onerror = () => { img.removeAttribute('src'); };
        img.src = URL.createObjectURL(attached);
        track('chat_attach');
      }
    });
    pane.querySelector('.remove-attach').addEventListener('click', () => { attached = null; preview.hidden = true; });

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const content = input.value.trim();
      if (!content || sending) { if (!content) input.focus(); return; }
      const blocked = currentBlock({ analysis: false });
      if (blocked) { tellBlocked(blocked); return; }
      pane.querySelector('.chat-refusal')?.remove();
      sending = true;
      canSend();
      // One voice: a spoken reply is not also announced (the log itself is not a live region).
      const voice = speechOn() ? new ReplyVoice(player) : null;
      if (voice) player.unlock(); // inside the gesture that sent the message
      const empty = messages.querySelector('.empty');
      if (empty) empty.remove();
      const userBubble = bubble('user', content, null);
      if (attached) { const img = html(`<img alt="${esc(t('chat.attached'))}">`); img.src = URL.createObjectURL(attached); userBubble.prepend(img); }
      input.value = '';
      input.style.height = 'auto';
      const reply = bubble('assistant', '');
      reply.classList.add('caret');
      reply.setAttribute('aria-busy', 'true');
      abort = new AbortController();
      sendButton.hidden = true;
      stopButton.hidden = false;
      let text = '';
      try {
        // The picked model belongs to the chat (a message has no model of its own): set when the chat
        // is made, changed with PATCH when another one is picked later.
        const picked = (!modelSelect.closest('[hidden]') && modelSelect.value) || null;
        if (!chat.id) {
          const created = await api.post('/api/v1/chats', { title: content.slice(0, 60), ...(picked ? { model: picked } : {}) });
          chat = { ...created, messages: [] };
          history.replaceState(null, '', `#/chat/${encodeURIComponent(chat.id)}`);
          headerState();
        } else if (picked && picked !== chat.model) {
          const updated = await api.patch(`/api/v1/chats/${encodeURIComponent(chat.id)}`, { model: picked });
          chat = { ...chat, model: updated.model };
        }
        const body = { content };
        if (attached) body.imageBase64 = await readFileAsBase64(attached);
        attached = null;
        preview.hidden = true;
        const result = await stream(`/api/v1/chats/${encodeURIComponent(chat.id)}/messages`, {
          json: body, signal: abort.signal,
          onEvent(name, data) {
            if (name === 'text') { text += data.delta || ''; reply.textContent = text; messages.scrollTop = messages.scrollHeight; voice?.feed(text); }
            if (name === 'error') throw new ApiError(502, data.code || 'stream_error', data.message || t('chat.replyStopped'));
          },
        });
        if (result.json) { text = replyText(result.json); reply.textContent = text; }
        reply.classList.remove('caret');
        reply.removeAttribute('aria-busy');
        if (!text) reply.textContent = t('chat.noReplyShown');
        if (voice && text) voice.feed(text, true); else announce(text || t('chat.noReply'));
        track('chat_message_sent', { attached: String(Boolean(body.imageBase64)) });
        loadList();
      } catch (error) {
        if (error.name === 'AbortError' && text) {
          // Stopped part way: keep what came, say so.
          reply.classList.remove('caret');
          reply.removeAttribute('aria-busy');
          reply.append(html(`<span class="small muted"> ${esc(t('chat.stoppedShown'))}</span>`));
          announce(t('chat.stopped'));
        } else {
          reply.remove();
          if (error.name === 'AbortError') announce(t('chat.stopped'));
          else if (error.status === 429) {
            // Said once already (quota.js); outside the log, whose live region would say it again.
            pane.querySelector('.chat-refusal')?.remove();
            const notice = errorNotice(error);
            notice.classList.add('chat-refusal');
            notice.style.margin = '0.5rem 0.75rem 0';
            form.prepend(notice);
            input.value = content;
          } else {
            messages.append(errorNotice(error));
            input.value = content;
          }
        }
      } finally {
        sending = false;
        abort = null;
        stopButton.hidden = true;
        sendButton.hidden = false;
        canSend();
        if (document.activeElement === stopButton || document.activeElement === document.body) input.focus();
      }
    });

    input.focus();
  }

  loadList();
  if (chatId && chatId !== 'new') openChat(chatId);
  else if (chatId === 'new') openChat(null);
  else pane.innerHTML = `<div class="empty" style="align-self:center;grid-row:1/-1">${icon('chat')}<h2>${esc(t('chat.pick'))}</h2><p>${esc(t('chat.pickHint'))}</p></div>`;
  return () => { abort?.abort(); clearTimeout(searchTimer); offQuota?.(); };
}
