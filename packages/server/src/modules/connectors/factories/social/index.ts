import { appleFactory } from './apple.js';
import { demoSocialFactories } from './demo.js';
import { oauth2Factory } from './oauth2.js';
import { oidcFactory } from './oidc.js';
import { discordFactory, githubFactory, googleFactory, microsoftFactory } from './vendors.js';

export type { SocialContext, SocialSession, SocialUserInfo } from './protocol.js';

/** The social factories, in the order the console lists them. */
export const socialFactories = [
  googleFactory,
  githubFactory,
  discordFactory,
  appleFactory,
  microsoftFactory,
  oidcFactory,
  oauth2Factory,
  ...demoSocialFactories,
];
