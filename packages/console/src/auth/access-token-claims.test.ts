import { describe, expect, it } from 'vitest';

import { fakeJwt } from '../test/fake-jwt';
import { readAccessTokenClaims } from './access-token-claims';

describe('readAccessTokenClaims', () => {
  it('reads audience, space-separated scopes and organization roles', () => {
    const token = fakeJwt({
      aud: 'https://default.tessera.app/api',
      scope: 'all  read:data',
      organization_roles: ['t1:admin', 42],
      name: 'Zoë',
    });
    expect(readAccessTokenClaims(token)).toEqual({
      audiences: ['https://default.tessera.app/api'],
      scopes: ['all', 'read:data'],
      organizationRoles: ['t1:admin'],
    });
    expect(readAccessTokenClaims(fakeJwt({ aud: ['a', 'b'] })).audiences).toEqual(['a', 'b']);
  });

  it('finds no claims in a missing or unreadable token', () => {
    const none = { audiences: [], scopes: [], organizationRoles: [] };
    expect(readAccessTokenClaims(undefined)).toEqual(none);
    expect(readAccessTokenClaims('opaque-token')).toEqual(none);
    expect(readAccessTokenClaims('a.%%%.c')).toEqual(none);
    expect(readAccessTokenClaims(`a.${btoa('"text"')}.c`)).toEqual(none);
  });
});
