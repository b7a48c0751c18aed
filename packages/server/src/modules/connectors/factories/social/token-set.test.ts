import { describe, expect, it } from 'vitest';
import { providerTokenSetOf, withOpenIdScope } from './token-set.js';

describe('provider token sets', () => {
  it('reads a token answer, the lifetime also when a provider sends it as text', () => {
    expect(
      providerTokenSetOf({ access_token: 'at-1', refresh_token: 'rt-1', scope: 'read:user', token_type: 'bearer', expires_in: '3599' }),
    ).toEqual({ accessToken: 'at-1', refreshToken: 'rt-1', scope: 'read:user', tokenType: 'bearer', expiresIn: 3599 });
    expect(providerTokenSetOf({ access_token: 'at-2', expires_in: 'never' })).toEqual({ accessToken: 'at-2' });
  });

  it('has none without an access token', () => {
    expect(providerTokenSetOf({ id_token: 'only-an-id-token' })).toBeUndefined();
    expect(providerTokenSetOf({ access_token: '' })).toBeUndefined();
  });

  it('keeps openid in an OpenID Connect scope override', () => {
    expect(withOpenIdScope('email  calendar')).toBe('openid email calendar');
    expect(withOpenIdScope('email openid')).toBe('email openid');
  });
});
