import { describe, expect, it } from 'vitest';

import {
  accessTokenJwtCustomizerGuard,
  clientCredentialsJwtCustomizerGuard,
  jwtCustomizerTestGuard,
} from './jwt-customizer';

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

describe('fetch allowed origins', () => {
  const fits = (fetchAllowedOrigins: unknown) =>
    clientCredentialsJwtCustomizerGuard.safeParse({ script: 'x', fetchAllowedOrigins }).success;

  it('takes https origins and http on loopback names only', () => {
    expect(fits(['https://api.example.com', 'https://api.example.com:8443', 'http://127.0.0.1:4010', 'http://localhost:3000'])).toBe(true);
    expect(fits([])).toBe(true);
    expect(fits(['http://api.example.com'])).toBe(false);
    expect(fits(['http://10.0.0.1'])).toBe(false);
    expect(fits(['ftp://example.com'])).toBe(false);
  });

  it('refuses paths, trailing slashes, default ports, uppercase, duplicates and more than 20', () => {
    expect(fits(['https://api.example.com/'])).toBe(false);
    expect(fits(['https://api.example.com/v1'])).toBe(false);
    expect(fits(['https://api.example.com:443'])).toBe(false);
    expect(fits(['https://API.example.com'])).toBe(false);
    expect(fits(['https://user@api.example.com'])).toBe(false);
    expect(fits(['not a url'])).toBe(false);
    expect(fits(['https://a.example.com', 'https://a.example.com'])).toBe(false);
    expect(fits(Array.from({ length: 21 }, (_, index) => `https://h${index}.example.com`))).toBe(false);
    expect(fits(Array.from({ length: 20 }, (_, index) => `https://h${index}.example.com`))).toBe(true);
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
