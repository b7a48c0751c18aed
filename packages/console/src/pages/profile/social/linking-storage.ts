import { storageKeys } from '@tessera/schemas';

/** What the profile remembers while the provider's popup is open: which connector, which state. */
export interface PendingSocialLink {
  connectorId: string;
  state: string;
}

/**
 * Session storage, shared by the profile and its popup (same origin, and a popup opened by a
 * page starts with a copy of its session storage): the popup's callback page reads it to know
 * which connector answered, and checks the provider's state against it.
 */
export const storePendingLink = (link: PendingSocialLink, storage: Storage = window.sessionStorage) => {
  storage.setItem(storageKeys.linkingSocialConnector, JSON.stringify(link));
};

/** The pending link, read once: a reload of the callback page cannot link again. */
export const takePendingLink = (storage: Storage = window.sessionStorage): PendingSocialLink | undefined => {
  const stored = storage.getItem(storageKeys.linkingSocialConnector);
  storage.removeItem(storageKeys.linkingSocialConnector);
  if (!stored) {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(stored);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'connectorId' in parsed &&
      'state' in parsed &&
      typeof parsed.connectorId === 'string' &&
      typeof parsed.state === 'string'
    ) {
      return { connectorId: parsed.connectorId, state: parsed.state };
    }
  } catch {
    // Anything unreadable is no pending link.
  }
  return undefined;
};

/** The message the popup posts to the profile that opened it once it is done. */
export const socialLinkDoneMessage = 'tessera:social-link-done';
