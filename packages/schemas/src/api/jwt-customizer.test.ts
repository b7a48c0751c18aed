import { describe, expect, it } from 'vitest';

import { accessTokenJwtCustomizerGuard, jwtCustomizerTestGuard } from './jwt-customizer';

describe('jwt customizer contract', () => {
  it('keeps extra sample fields and refuses bad environment variable names', () => {
    const parsed = accessTokenJwtCustomizerGuard.parse({
      script: 'const getCustomJwtClaims = () => ({})',
      contextSample: { user: { id: 'u1', extra: 1 } },
      environmentVariables: { API_KEY: 'x' },
    });
    expect(parsed.contextSample?.user).toEqual({ id: 'u1', extra: 1 });
    expect(
      accessTokenJwtCustomizerGuard.safeParse({ script: 'x', environmentVariables: { 'a-b': 'x' } }).success,
    ).toBe(false);
  });

  it('tells the test body of each token type apart', () => {
    expect(
      jwtCustomizerTestGuard.safeParse({ tokenType: 'access-token', script: 'x', token: {}, context: {} }).success,
    ).toBe(false);
    expect(
      jwtCustomizerTestGuard.safeParse({ tokenType: 'client-credentials', script: 'x', token: {}, context: {} }).success,
    ).toBe(true);
  });
});

describe('jwt customizer samples', () => {
  it('fit the contract of their token type', async () => {
    const { accessTokenJwtCustomizerSamples: user, clientCredentialsJwtCustomizerSamples: machine } = await import(
      './jwt-customizer-samples'
    );
    const script = 'const getCustomJwtClaims = () => ({})';
    expect(accessTokenJwtCustomizerGuard.safeParse({ script, tokenSample: user.token, contextSample: user.context }).success).toBe(true);
    expect(jwtCustomizerTestGuard.safeParse({ tokenType: 'access-token', script, ...user }).success).toBe(true);
    expect(jwtCustomizerTestGuard.safeParse({ tokenType: 'client-credentials', script, ...machine }).success).toBe(true);
  });
});
