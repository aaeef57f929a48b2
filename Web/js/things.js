// Settings → Things (decision 038): the same teaching as People, for one's own things.
import { renderKnown } from './faces.js';

export function renderThings(slot) { return renderKnown(slot, 'thing'); }
