import { randomBytes } from 'node:crypto';
import type { EphemeralStore } from '../../cache/ephemeral-store.js';
import type { PaymentProvider } from './provider.js';

export const sandboxProviderName = 'sandbox';

/** How long a sandbox portal link stays usable. */
const portalLifetimeMs = 30 * 60 * 1000;
const portalKey = (token: string) => `sandbox-portal:${token}`;

export type SandboxPortal = { tenantId: string; customerId: string; returnUrl: string };

/** Ids in the provider's own style, marked as the sandbox's. */
export const sandboxId = (kind: 'cus' | 'sub' | 'in') => `${kind}_sandbox_${randomBytes(12).toString('hex')}`;

/**
 * The built-in payment provider: no money moves. Its checkout and portal are pages this server
 * renders (`sandbox-pages.ts`), whose buttons raise the same billing events Stripe's webhooks do.
 * `pagesUrl` is where those pages live (under the admin tenant's `/api`).
 */
export function createSandboxProvider(pagesUrl: string, ephemeral: EphemeralStore): PaymentProvider & {
  findPortal: (token: string) => Promise<SandboxPortal | undefined>;
  pagesUrl: string;
} {
  return {
    name: sandboxProviderName,
    pagesUrl,
    createCheckout: async ({ checkoutSessionId }) => ({
      providerSessionId: checkoutSessionId,
      redirectUri: `${pagesUrl}/sandbox-checkout/${encodeURIComponent(checkoutSessionId)}`,
    }),
    createPortal: async (portal) => {
      const token = randomBytes(24).toString('base64url');
      await ephemeral.set(portalKey(token), JSON.stringify(portal), portalLifetimeMs);
      return { redirectUri: `${pagesUrl}/sandbox-portal/${token}` };
    },
    // Nothing is billed anywhere: the local records are all there is to change.
    cancelSubscription: async () => undefined,
    findPortal: async (token) => {
      const stored = await ephemeral.get(portalKey(token));
      return stored ? (JSON.parse(stored) as SandboxPortal) : undefined;
    },
  };
}
