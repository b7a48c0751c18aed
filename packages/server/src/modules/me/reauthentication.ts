import { LRUCache } from 'lru-cache';

/** How long a password verification allows a sensitive change (spec 000 §2.8 verify-password). */
export const reauthenticationWindowMs = 10 * 60_000;

/**
 * When each console user last proved their password, kept in memory for the window.
 *
 * In memory rather than in a signed token: `POST me/password/verify` answers 204 with no body, so
 * the console has nothing to carry to the next call. With several server instances behind a
 * load balancer the verify and the change may reach different instances; the change is then
 * refused and the user verifies again, which fails safe.
 */
export function createReauthenticationStore(windowMs = reauthenticationWindowMs, now = () => Date.now()) {
  const verifiedAt = new LRUCache<string, number>({ max: 10_000, ttl: windowMs });
  return {
    record(userId: string) {
      verifiedAt.set(userId, now());
    },
    isRecent(userId: string): boolean {
      const at = verifiedAt.get(userId);
      return at !== undefined && now() - at <= windowMs;
    },
    /** A verification allows one change. */
    forget(userId: string) {
      verifiedAt.delete(userId);
    },
  };
}

export type ReauthenticationStore = ReturnType<typeof createReauthenticationStore>;
