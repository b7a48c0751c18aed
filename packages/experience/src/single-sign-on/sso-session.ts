/**
 * A single sign-on the browser left for: which connector, the `state` it sent and the record to
 * verify. Kept in this tab's session storage, so the callback page (a new page load) can finish
 * it, and only that tab can.
 */
export type SsoSession = { connectorId: string; state: string; verificationId: string };

/*
 * Checked by hand, not with zod: the connector callback page that reads it is on the first load,
 * and zod there would run before the boot code turns off its eval probe (zod-without-eval.ts),
 * which the page's Content-Security-Policy reports as a violation.
 */
const isSsoSession = (value: unknown): value is SsoSession => {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return ['connectorId', 'state', 'verificationId'].every((key) => typeof record[key] === 'string');
};

const storageKey = 'tessera.single-sign-on';

export const saveSsoSession = (session: SsoSession) => {
  sessionStorage.setItem(storageKey, JSON.stringify(session));
};

/** The pending single sign-on through `connectorId`, if this tab started one. */
export const readSsoSession = (connectorId: string): SsoSession | undefined => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    return isSsoSession(stored) && stored.connectorId === connectorId ? stored : undefined;
  } catch {
    return undefined;
  }
};

export const clearSsoSession = () => {
  sessionStorage.removeItem(storageKey);
};

/** An unguessable `state` for the IdP round trip. */
export const createSsoState = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
