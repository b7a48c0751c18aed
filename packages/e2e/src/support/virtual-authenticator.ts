import type { CDPSession, Page } from 'playwright-core';

export type VirtualCredential = {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  userHandle?: string;
  signCount: number;
};

export type VirtualAuthenticator = {
  credentials: () => Promise<VirtualCredential[]>;
  remove: () => Promise<void>;
};

/**
 * A platform authenticator built into Chromium (DevTools protocol WebAuthn domain): CTAP2 over
 * the internal transport, keeping discoverable credentials and verifying the user (as a
 * fingerprint would) without a prompt. It lives as long as the page.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await session.send('WebAuthn.getCredentials', { authenticatorId }))
        .credentials as VirtualCredential[],
    remove: async () => {
      await session.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
  };
}
