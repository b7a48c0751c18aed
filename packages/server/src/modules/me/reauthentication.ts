import { createMemoryEphemeralStore, type EphemeralStore } from '../../cache/ephemeral-store.js';

/** How long a password verification allows a sensitive change (spec 000 §2.8 verify-password). */
export const reauthenticationWindowMs = 10 * 60_000;

const keyOf = (userId: string) => `reauthenticated:${userId}`;

/**
 * When each console user last proved their password, kept for the window.
 *
 * Kept on the server rather than in a signed token: `POST me/password/verify` answers 204 with
 * no body, so the console has nothing to carry to the next call. The store is shared by every
 * instance when Redis is configured, so the verify and the change may reach different ones.
 */
export function createReauthenticationStore(
  store: EphemeralStore = createMemoryEphemeralStore(10_000),
  windowMs = reauthenticationWindowMs,
  now = () => Date.now(),
) {
  return {
    async record(userId: string) {
      await store.set(keyOf(userId), String(now()), windowMs);
    },
    async isRecent(userId: string): Promise<boolean> {
      const at = Number(await store.get(keyOf(userId)));
      return Number.isFinite(at) && at > 0 && now() - at <= windowMs;
    },
    /** A verification allows one change. */
    async forget(userId: string) {
      await store.delete(keyOf(userId));
    },
  };
}

export type ReauthenticationStore = ReturnType<typeof createReauthenticationStore>;
