// One voice (issue 23 item 4): on this device, answers are read either by the person's screen reader
// (announced in the live region; Visor's own audio off unless they turn it on) or by Visor's voice
// (spoken; the live region stays quiet for them) — never both. Asked once per device, changed in
// Settings. Stored per device, not per account: someone may use VoiceOver on the phone and no screen
// reader on the laptop.
import { announce, html, esc } from './ui.js';
import { t } from './i18n.js';

const KEY = 'visor.reader';

/** 'screen-reader', 'visor', or null when not asked yet on this device. */
export function readerChoice() {
  const value = localStorage.getItem(KEY);
  return value === 'screen-reader' || value === 'visor' ? value : null;
}

/** Saves the choice; the session's speech toggle falls back to the choice's default. */
export function setReaderChoice(choice) {
  localStorage.setItem(KEY, choice);
  sessionStorage.removeItem('visor.speak');
  window.dispatchEvent(new CustomEvent('visor:reader-changed', { detail: choice }));
}

/** Whether Visor speaks by default: not for screen-reader users, else the profile's setting. */
export function speechDefault(user) {
  return readerChoice() === 'screen-reader' ? false : user?.speakByDefault !== false;
}

/**
 * Tells a result once: spoken by `say` (which resolves true when the audio was queued) when speech is
 * on, else — or when speech failed — announced in the live region. Returns whether it was spoken.
 */
export async function tellResult(text, say) {
  if (!text) return false;
  if (say && (await say(text).catch(() => false))) return true;
  announce(text);
  return false;
}

/**
 * The first-run question, once per device: a modal with two large choices, focus on the first. The
 * page's own speech toggle follows the answer. Resolves with the choice.
 */
export function askReaderChoiceOnce() {
  if (readerChoice()) return Promise.resolve(readerChoice());
  return new Promise((resolve) => {
    const dialog = html(`
      <dialog class="sheet bottom reader-question" aria-labelledby="reader-title" aria-describedby="reader-why">
        <form method="dialog" class="sheet-body">
          <h2 id="reader-title">${esc(t('reader.question'))}</h2>
          <p id="reader-why">${esc(t('reader.why'))}</p>
          <div class="sheet-actions stacked">
            <button class="btn primary" value="screen-reader" type="submit">${esc(t('reader.yes'))}</button>
            <button class="btn" value="visor" type="submit">${esc(t('reader.no'))}</button>
          </div>
          <p class="hint">${esc(t('reader.later'))}</p>
        </form>
      </dialog>`);
    dialog.addEventListener('cancel', (event) => event.preventDefault()); // answered, not dismissed
    dialog.addEventListener('close', () => {
      const choice = dialog.returnValue === 'screen-reader' ? 'screen-reader' : 'visor';
      dialog.remove();
      setReaderChoice(choice);
      announce(choice === 'screen-reader'
        ? t('reader.chosenScreenReader')
        : t('reader.chosenVisor'));
      resolve(choice);
    });
    document.body.append(dialog);
    dialog.showModal();
    dialog.querySelector('button[value=screen-reader]').focus();
  });
}
