import { timingSafeEqual } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { ClientStore } from './client-store.js';
import { secretDigest } from './secret-digest.js';


/**
 * An application may have several named secrets (rotation without downtime): any secret that
 * has not expired authenticates it. The provider knows one secret per client, so its comparison
 * is replaced for this provider's clients.
 */
export function acceptAnyValidSecret(provider: Provider, clients: ClientStore) {
  Object.defineProperty(provider.Client.prototype, 'compareClientSecret', {
    configurable: true,
    value: async function compareClientSecret(this: { clientId: string }, presented: string) {
      const digests = clients.peek(this.clientId)?.extras.secretDigests ?? [];
      const presentedDigest = secretDigest(presented);
      let matched = false;
      for (const digest of digests) {
        // Every secret is compared, so the time taken does not reveal which one matched.
        matched = timingSafeEqual(presentedDigest, digest) || matched;
      }
      return matched;
    },
  });
}
