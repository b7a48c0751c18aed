import type { InteractionEvent } from '@tessera/schemas';

/** What the app remembers while the browser is at the provider: found again by the callback's state. */
export type PendingSocialSignIn = {
  connectorId: string;
  verificationId: string;
  redirectUri: string;
  event: InteractionEvent;
};

const keyOf = (state: string) => `tessera.social.${state}`;

/** A fresh `state` for the provider (RFC 6749 §10.12): 16 random URL-safe characters. */
export const newSocialState = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_');
};

export const rememberSocialSignIn = (state: string, pending: PendingSocialSignIn) =>
  sessionStorage.setItem(keyOf(state), JSON.stringify(pending));

/** The pending sign-in of this state, taken (a callback is handled once), or undefined. */
export const takeSocialSignIn = (state: string | null): PendingSocialSignIn | undefined => {
  if (!state) {
    return undefined;
  }
  const stored = sessionStorage.getItem(keyOf(state));
  sessionStorage.removeItem(keyOf(state));
  if (!stored) {
    return undefined;
  }
  try {
    return JSON.parse(stored) as PendingSocialSignIn;
  } catch {
    return undefined;
  }
};
