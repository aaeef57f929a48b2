// The signed-in user, shared by screens; listeners hear profile changes (accent colour, voice…).
import { applyAccent } from './ui.js';

const listeners = new Set();
export const session = { user: null };

/** Replaces the user (after sign-in or a profile change) and applies the accent colour. */
export function setUser(user) {
  session.user = user;
  if (user?.accentColor) applyAccent(user.accentColor);
  for (const listener of listeners) listener(user);
}

export function onUserChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
