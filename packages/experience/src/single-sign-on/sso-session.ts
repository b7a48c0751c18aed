import { z } from 'zod';

/**
 * A single sign-on the browser left for: which connector, the `state` it sent and the record to
 * verify. Kept in this tab's session storage, so the callback page (a new page load) can finish
 * it, and only that tab can.
 */
const ssoSessionGuard = z.object({
  connectorId: z.string(),
  state: z.string(),
  verificationId: z.string(),
});
export type SsoSession = z.infer<typeof ssoSessionGuard>;

const storageKey = 'tessera.single-sign-on';

export const saveSsoSession = (session: SsoSession) => {
  sessionStorage.setItem(storageKey, JSON.stringify(session));
};

/** The pending single sign-on through `connectorId`, if this tab started one. */
export const readSsoSession = (connectorId: string): SsoSession | undefined => {
  try {
    const parsed = ssoSessionGuard.safeParse(JSON.parse(sessionStorage.getItem(storageKey) ?? 'null'));
    return parsed.success && parsed.data.connectorId === connectorId ? parsed.data : undefined;
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
