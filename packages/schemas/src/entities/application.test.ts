import { describe, expect, it } from 'vitest';

import {
  applicationCreateBodyGuard,
  applicationGuard,
  applicationPatchBodyGuard,
  applicationTypes,
  customClientMetadataGuard,
  invalidRedirectUrisFor,
} from './application';
import { applicationSecretCreateGuard, applicationSecretGuard } from './application-secret';
import { applicationSignInExperienceUpsertGuard } from './application-sign-in-experience';

const application = {
  tenantId: 'default',
  id: 'a'.repeat(21),
  name: 'My app',
  description: null,
  type: 'SPA',
  oidcClientMetadata: { redirectUris: ['https://app.example.com/cb'], postLogoutRedirectUris: [] },
  customClientMetadata: {},
  protectedAppMetadata: null,
  customData: {},
  isThirdParty: false,
  createdAt: 1_700_000_000_000,
};

describe('application', () => {
  it('accepts a full application', () => {
    expect(applicationGuard.parse(application)).toEqual(application);
  });

  it.each([
    [{ id: 'a'.repeat(22) }, false],
    [{ name: '' }, false],
    [{ name: 'n' }, true],
    [{ name: 'n'.repeat(256) }, true],
    [{ name: 'n'.repeat(257) }, false],
    [{ type: 'Web' }, false],
  ])('%j valid: %s', (override, valid) => {
    expect(applicationGuard.safeParse({ ...application, ...override }).success).toBe(valid);
  });

  it('lists the six types (SAML applications are written through their own API)', () => {
    expect(applicationTypes).toEqual([
      'Native',
      'SPA',
      'Traditional',
      'MachineToMachine',
      'Protected',
      'SAML',
    ]);
  });
});

describe('custom client metadata', () => {
  it.each([
    [0, false],
    [1, true],
    [90, true],
    [91, false],
  ])('refreshTokenTtlInDays %i valid: %s', (refreshTokenTtlInDays, valid) => {
    expect(customClientMetadataGuard.safeParse({ refreshTokenTtlInDays }).success).toBe(valid);
  });

  it('takes only normalized CORS origins', () => {
    expect(
      customClientMetadataGuard.safeParse({ corsAllowedOrigins: ['https://a.example.com'] })
        .success,
    ).toBe(true);
    expect(
      customClientMetadataGuard.safeParse({ corsAllowedOrigins: ['https://a.example.com/'] })
        .success,
    ).toBe(false);
  });
});

describe('application create', () => {
  const withRedirect = (type: string, uri: string) => ({
    name: 'App',
    type,
    oidcClientMetadata: { redirectUris: [uri] },
  });

  it('accepts custom schemes for native applications only', () => {
    expect(
      applicationCreateBodyGuard.safeParse(withRedirect('Native', 'io.tessera.app://callback')).success,
    ).toBe(true);
    const result = applicationCreateBodyGuard.safeParse(
      withRedirect('SPA', 'io.tessera.app://callback'),
    );
    expect(result.error?.issues[0]?.path).toEqual(['oidcClientMetadata', 'redirectUris', 0]);
    expect(
      applicationCreateBodyGuard.safeParse(withRedirect('Traditional', 'https://a.example.com/cb'))
        .success,
    ).toBe(true);
  });

  it('refuses schemes without a dot and bad post-logout URIs', () => {
    expect(
      applicationCreateBodyGuard.safeParse(withRedirect('Native', 'myapp://callback')).success,
    ).toBe(false);
    expect(
      applicationCreateBodyGuard.safeParse({
        name: 'App',
        type: 'SPA',
        oidcClientMetadata: { postLogoutRedirectUris: ['/home'] },
      }).success,
    ).toBe(false);
  });

  it('requires name and type', () => {
    expect(applicationCreateBodyGuard.safeParse({ name: 'App' }).success).toBe(false);
    expect(applicationCreateBodyGuard.safeParse({ type: 'SPA' }).success).toBe(false);
  });

  it('creates protected apps from a subdomain and an origin (reference create shape)', () => {
    const protectedApp = (subDomain: string, origin: string) =>
      applicationCreateBodyGuard.safeParse({
        name: 'App',
        type: 'Protected',
        protectedAppMetadata: { subDomain, origin },
      }).success;
    expect(protectedApp('my-app', 'https://origin.example.com')).toBe(true);
    expect(protectedApp('-my-app', 'https://origin.example.com')).toBe(false);
    expect(protectedApp('my-app', 'https://origin.example.com/path')).toBe(false);
  });

  it('takes either a subdomain or a full host for a protected app, not both', () => {
    const parse = (metadata: object) =>
      applicationCreateBodyGuard.safeParse({
        name: 'App',
        type: 'Protected',
        protectedAppMetadata: { origin: 'https://origin.example.com', ...metadata },
      }).success;
    expect(parse({ host: 'app.example.com' })).toBe(true);
    expect(parse({ subDomain: 'app', host: 'app.example.com' })).toBe(false);
    expect(parse({})).toBe(false);
  });
});

describe('application patch', () => {
  it('accepts partial updates with the type sent back', () => {
    expect(applicationPatchBodyGuard.parse({ name: 'Renamed', type: 'Native' })).toEqual({
      name: 'Renamed',
      type: 'Native',
    });
    expect(applicationPatchBodyGuard.safeParse({ name: '' }).success).toBe(false);
  });

  it('takes protected app metadata null as the reference API does', () => {
    expect(applicationPatchBodyGuard.safeParse({ protectedAppMetadata: null }).success).toBe(true);
  });

  it('lists redirect URIs that do not suit the stored type', () => {
    const uris = ['https://a.example.com/cb', 'io.tessera.app://cb'];
    expect(invalidRedirectUrisFor('SPA', uris)).toEqual(['io.tessera.app://cb']);
    expect(invalidRedirectUrisFor('Native', uris)).toEqual([]);
  });
});

describe('application secret', () => {
  const secret = { tenantId: 'default', applicationId: 'app', name: 'ci', value: 'v', createdAt: 1, expiresAt: null };
  it.each([
    [{}, true],
    [{ name: 'n'.repeat(256) }, true],
    [{ name: 'n'.repeat(257) }, false],
    [{ value: 'v'.repeat(64) }, true],
    [{ value: 'v'.repeat(65) }, false],
    [{ expiresAt: 5 }, true],
  ])('%j valid: %s', (override, valid) => {
    expect(applicationSecretGuard.safeParse({ ...secret, ...override }).success).toBe(valid);
  });

  it('creates with a name and an optional expiry', () => {
    expect(applicationSecretCreateGuard.safeParse({ name: 'ci' }).success).toBe(true);
    expect(applicationSecretCreateGuard.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('application sign-in experience', () => {
  it.each([
    [{ displayName: 'd'.repeat(256) }, true],
    [{ displayName: 'd'.repeat(257) }, false],
    [{ termsOfUseUrl: `https://a.io/${'t'.repeat(2048 - 13)}` }, true],
    [{ termsOfUseUrl: `https://a.io/${'t'.repeat(2049 - 13)}` }, false],
    [{ privacyPolicyUrl: 'not a url' }, false],
    [{ color: { primaryColor: '#abc' } }, true],
    [{ color: { primaryColor: '#abcd' } }, false],
    [{ customCss: '.main { color: red; }' }, true],
    [{ customCss: null }, true],
  ])('%j valid: %s', (value, valid) => {
    expect(applicationSignInExperienceUpsertGuard.safeParse(value).success).toBe(valid);
  });
});
