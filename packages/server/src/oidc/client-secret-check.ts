import { createHash, timingSafeEqual } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { ClientStore } from './client-store.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of two strings of any length. */
export const secretsMatch = (presented: string, expected: string) =>
  timingSafeEqual(digest(presented), digest(expected));

/**
 * An application may have several named secrets (rotation without downtime): any secret that
 * has not expired authenticates it. The provider knows one secret per client, so its comparison
 * is replaced for this provider's clients.
 */
export function acceptAnyValidSecret(provider: Provider, clients: ClientStore) {
  Object.defineProperty(provider.Client.prototype, 'compareClientSecret', {
    configurable: true,
    value: async function compareClientSecret(this: { clientId: string }, presented: string) {
      const secrets = clients.peek(this.clientId)?.extras.secrets ?? [];
      let matched = false;
      for (const secret of secrets) {
        // Every secret is compared, so the time taken does not reveal which one matched.
        matched = secretsMatch(presented, secret) || matched;
      }
      return matched;
    },
  });
}
