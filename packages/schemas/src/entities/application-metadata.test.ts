import { describe, expect, it } from 'vitest';

import {
  customClientMetadataBodyGuard,
  customClientMetadataGuard,
  oidcClientMetadataBodyGuard,
} from './application-metadata';

describe('custom client metadata (reference API fields)', () => {
  it('keeps every field of the reference API', () => {
    const metadata = {
      corsAllowedOrigins: ['https://a.example.com'],
      idTokenTtl: 3600,
      refreshTokenTtl: 86_400,
      refreshTokenTtlInDays: 14,
      tenantId: 'default',
      alwaysIssueRefreshToken: true,
      rotateRefreshToken: false,
      allowTokenExchange: true,
      isDeviceFlow: true,
      maxAllowedGrants: 5,
    };
    expect(customClientMetadataGuard.parse(metadata)).toEqual(metadata);
  });

  it.each([
    [{ maxAllowedGrants: 0 }, false],
    [{ maxAllowedGrants: 1.5 }, false],
    [{ maxAllowedGrants: 1 }, true],
    [{ isDeviceFlow: 'yes' }, false],
    [{ allowTokenExchange: 1 }, false],
  ])('%j valid: %s', (value, valid) => {
    expect(customClientMetadataBodyGuard.safeParse(value).success).toBe(valid);
  });
});

describe('OIDC client metadata extensions', () => {
  it.each([
    [{ idTokenSignedResponseAlg: 'RS256' }, true],
    [{ idTokenSignedResponseAlg: 'ES256' }, true],
    [{ idTokenSignedResponseAlg: 'HS256' }, false],
    [{ tokenEndpointAuthMethod: 'private_key_jwt' }, true],
    [{ tokenEndpointAuthMethod: 'client_secret_post' }, true],
    [{ tokenEndpointAuthMethod: 'none' }, false],
    [{ jwksUri: 'https://keys.example.com/jwks.json' }, true],
    [{ jwksUri: 'http://keys.example.com/jwks.json' }, false],
    [{ jwksUri: null }, true],
    [{ jwks: { keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y' }] } }, true],
    [{ jwks: { keys: [] } }, false],
    [{ requirePushedAuthorizationRequests: true, dpopBoundAccessTokens: true }, true],
  ])('%j valid: %s', (value, valid) => {
    expect(oidcClientMetadataBodyGuard.safeParse(value).success).toBe(valid);
  });
});
