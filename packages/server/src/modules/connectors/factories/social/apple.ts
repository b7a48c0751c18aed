import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';
import { RequestError } from '../../../../errors/request-error.js';
import { letterLogo, socialDescriptions } from './descriptions.js';
import { httpUrlGuard } from './form-items.js';
import { oidcProtocol } from './oidc-protocol.js';
import { defineSocialFactory } from './define-social-factory.js';

const appleIssuer = 'https://appleid.apple.com';

const configGuard = z.object({
  /** The Services ID. */
  clientId: z.string().min(1).max(512),
  teamId: z.string().min(1).max(64),
  keyId: z.string().min(1).max(64),
  /** The `.p8` key Apple issued, PEM text. */
  privateKey: z.string().min(1).max(4096),
  scope: z.string().max(1024).optional(),
  issuer: httpUrlGuard.optional(),
});

/**
 * Apple's client secret is a short-lived ES256 JWT signed with the team's key (Sign in with
 * Apple REST API, "Creating a client secret"), made fresh for each code exchange.
 */
async function appleClientSecret(config: z.infer<typeof configGuard>, audience: string) {
  let key: Awaited<ReturnType<typeof importPKCS8>>;
  try {
    key = await importPKCS8(config.privateKey, 'ES256');
  } catch {
    throw new RequestError('connector.invalid_config', 400, { field: 'privateKey' });
  }
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
    .setIssuer(config.teamId)
    .setSubject(config.clientId)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

/**
 * Sign in with Apple: OpenID Connect. Apple answers requests for the `name` or `email` scope only
 * with a form POST, which the sign-in app's callback page cannot receive, so the default scope is
 * empty and the account is known by its `sub`.
 */
export const appleFactory = defineSocialFactory({
  metadata: {
    id: 'apple-universal',
    type: 'Social',
    target: 'apple',
    platform: 'Universal',
    name: { en: 'Apple' },
    description: socialDescriptions.apple,
    logo: letterLogo('A', '#000000'),
    logoDark: null,
    readme:
      'Create a Services ID and a Sign in with Apple key in the Apple developer account. Register the callback URL shown by the console as a return URL. The client secret is signed with the key for every sign-in.',
    formItems: [
      { key: 'clientId', label: 'Services ID', type: 'Text', required: true },
      { key: 'teamId', label: 'Team ID', type: 'Text', required: true },
      { key: 'keyId', label: 'Key ID', type: 'Text', required: true },
      { key: 'privateKey', label: 'Private key (.p8)', type: 'MultilineText', required: true, isConfidential: true },
      { key: 'issuer', label: 'Issuer', type: 'Text', placeholder: appleIssuer },
    ],
  },
  configGuard,
  social: oidcProtocol<z.infer<typeof configGuard>>(async (config) => {
    const issuer = config.issuer ?? appleIssuer;
    return {
      issuer,
      clientId: config.clientId,
      clientSecret: await appleClientSecret(config, issuer),
      scope: config.scope ?? '',
      authMethod: 'client_secret_post',
      fetchUserInfo: false,
    };
  }),
});
