import { z } from 'zod';
import type { SocialFactory } from '../factory.js';
import { readCallbackCode } from './callback.js';
import { demoTargets, openDemoCode, type DemoTarget } from './demo-code.js';
import { letterLogo, socialDescriptions } from './descriptions.js';
import { defineSocialFactory } from './define-social-factory.js';

/** Where Tessera serves the demo provider's sign-in page, below the tenant's endpoint. */
export const demoAuthorizePath = '/api/social-demo/authorize';

const colors: Record<DemoTarget, string> = { google: '#4285f4', github: '#24292f', discord: '#5865f2' };

/**
 * A look-alike of a real provider for development: its "provider" is a page Tessera serves,
 * where the visitor types a name and an email and continues. It needs no credentials; the email
 * it reports is never treated as verified, so it cannot take over an account.
 */
const demoFactory = (target: DemoTarget): SocialFactory =>
  defineSocialFactory({
    metadata: {
      id: `demo-${target}-social`,
      type: 'Social',
      isDemo: true,
      target,
      platform: 'Universal',
      name: { en: `${demoTargets[target]} (demo)` },
      description: socialDescriptions.demo(demoTargets[target]),
      logo: letterLogo(demoTargets[target].slice(0, 1), colors[target]),
      logoDark: null,
      readme: `For development only: sign-ins go through a page of this server where any name and email can be typed. Replace it with the real ${demoTargets[target]} connector before going live.`,
      formItems: [],
    },
    configGuard: z.object({}),
    social: {
      authorizationUri: async (_config, { state, redirectUri }, { tenantEndpoint }) => {
        const query = new URLSearchParams({ target, state, redirect_uri: redirectUri });
        return { url: `${tenantEndpoint}${demoAuthorizePath}?${query}`, session: { state, redirectUri } };
      },
      userInfo: async (_config, session, connectorData, { vault, tenantEndpoint }) => {
        const code = readCallbackCode(session, connectorData);
        const account = openDemoCode(vault, code, { target, tenantEndpoint, redirectUri: session.redirectUri });
        return {
          id: account.sub,
          name: account.name,
          ...(account.email ? { email: account.email } : {}),
          emailVerified: false,
          rawData: { sub: account.sub, name: account.name, ...(account.email ? { email: account.email } : {}) },
        };
      },
    },
  });

export const demoSocialFactories = (Object.keys(demoTargets) as DemoTarget[]).map(demoFactory);
