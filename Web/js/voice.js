// One voice (issue 23 item 4): on this device, answers are read either by the person's screen reader
// (announced in the live region; Visor's own audio off unless they turn it on) or by Visor's voice
// (spoken; the live region stays quiet for them) — never both. Asked once per device, changed in
// Settings. Stored per device, not per account: someone may use VoiceOver on the phone and no screen
// reader on the laptop.
import { announce, html } from './ui.js';

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
          <h2 id="reader-title">Do you use a screen reader?</h2>
          <p id="reader-why">With VoiceOver, TalkBack or NVDA, your screen reader can read Visor’s answers and Visor stays quiet, so you never hear them twice. Or Visor reads them in its own voice.</p>
          <div class="sheet-actions stacked">
            <button class="btn primary" value="screen-reader" type="submit">Yes, my screen reader reads answers</button>
            <button class="btn" value="visor" type="submit">No, Visor’s voice reads answers</button>
          </div>
          <p class="hint">You can change this in Settings.</p>
        </form>
      </dialog>`);
    dialog.addEventListener('cancel', (event) => event.preventDefault()); // answered, not dismissed
    dialog.addEventListener('close', () => {
      const choice = dialog.returnValue === 'screen-reader' ? 'screen-reader' : 'visor';
      dialog.remove();
      setReaderChoice(choice);
      announce(choice === 'screen-reader'
        ? 'Your screen reader will read answers. Visor’s voice is off.'
        : 'Visor’s voice will read answers.');
      resolve(choice);
    });
    document.body.append(dialog);
    dialog.showModal();
    dialog.querySelector('button[value=screen-reader]').focus();
  });
}
