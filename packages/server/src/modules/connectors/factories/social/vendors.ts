import { letterLogo, socialDescriptions } from './descriptions.js';
import { mapProfile, openIdProfileMap } from './profile-map.js';
import { oauth2VendorFactory, oidcVendorFactory } from './vendor-kit.js';

const callbackNote = 'Register the callback URL shown by the console as an authorized redirect URI.';

/** Google: OpenID Connect; the ID token carries email, email_verified, name and picture. */
export const googleFactory = oidcVendorFactory({
  id: 'google-universal',
  target: 'google',
  name: { en: 'Google' },
  description: socialDescriptions.google,
  logo: letterLogo('G', '#4285f4'),
  readme: `Create an OAuth client (Web application) in the Google Cloud console. ${callbackNote}`,
  issuer: 'https://accounts.google.com',
  scope: 'openid profile email',
  authMethod: 'client_secret_post',
  authorizationParams: { prompt: 'select_account' },
});

/**
 * Microsoft (Entra ID, personal accounts): OpenID Connect on the `common` endpoint, whose issuer
 * names each token's own tenant. No picture claim exists.
 */
export const microsoftFactory = oidcVendorFactory({
  id: 'microsoft-universal',
  target: 'microsoft',
  name: { en: 'Microsoft' },
  description: socialDescriptions.microsoft,
  logo: letterLogo('M', '#737373'),
  readme: `Register an application in Microsoft Entra ID (Web platform). ${callbackNote} Set the issuer to https://login.microsoftonline.com/{tenant}/v2.0 to admit one organization only.`,
  issuer: 'https://login.microsoftonline.com/common/v2.0',
  scope: 'openid profile email',
  authMethod: 'client_secret_post',
  // Entra ID does not say whether it checked an address; only the `xms_edov` optional claim would.
  profile: (claims) => mapProfile(claims, { ...openIdProfileMap, emailVerified: 'xms_edov' }),
});

/**
 * GitHub: OAuth 2.0 with the REST API's `/user`. GitHub shows only an address its owner verified
 * as the public email, so an email there counts as verified.
 */
export const githubFactory = oauth2VendorFactory({
  id: 'github-universal',
  target: 'github',
  name: { en: 'GitHub' },
  description: socialDescriptions.github,
  logo: letterLogo('GH', '#24292f'),
  readme: `Create an OAuth app under GitHub Settings → Developer settings. ${callbackNote}`,
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
  userInfoEndpoint: 'https://api.github.com/user',
  scope: 'read:user user:email',
  authMethod: 'client_secret_post',
  pkce: true,
  profileHeaders: { 'x-github-api-version': '2022-11-28' },
  profile: (json) => {
    const profile = mapProfile(json, { id: 'id', email: 'email', name: 'name', avatar: 'avatar_url' }, { emailVerified: true });
    const login = typeof json.login === 'string' ? json.login : undefined;
    return profile.name || !login ? profile : { ...profile, name: login };
  },
});

/** Discord: OAuth 2.0 with `/users/@me`; the avatar is a hash on Discord's CDN. */
export const discordFactory = oauth2VendorFactory({
  id: 'discord-web',
  target: 'discord',
  platform: 'Web',
  name: { en: 'Discord' },
  description: socialDescriptions.discord,
  logo: letterLogo('D', '#5865f2'),
  readme: `Create an application in the Discord developer portal, under OAuth2. ${callbackNote}`,
  authorizationEndpoint: 'https://discord.com/oauth2/authorize',
  tokenEndpoint: 'https://discord.com/api/oauth2/token',
  userInfoEndpoint: 'https://discord.com/api/users/@me',
  scope: 'identify email',
  authMethod: 'client_secret_post',
  pkce: true,
  profile: (json) => {
    const profile = mapProfile(json, { id: 'id', email: 'email', emailVerified: 'verified', name: 'global_name', avatar: 'avatar_url' });
    const name = profile.name ?? (typeof json.username === 'string' ? json.username : undefined);
    const avatar =
      typeof json.avatar === 'string' && /^[\w]+$/.test(json.avatar)
        ? `https://cdn.discordapp.com/avatars/${profile.id}/${json.avatar}.png`
        : undefined;
    return { ...profile, ...(name ? { name } : {}), ...(avatar ? { avatar } : {}) };
  },
});
