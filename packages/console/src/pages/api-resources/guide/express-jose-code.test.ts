import { describe, expect, it } from 'vitest';

import { expressJoseCode, pickExampleScopes, tryTokenCode } from './express-jose-code';

const endpoints = {
  issuer: 'https://auth.example.com/oidc',
  jwksUri: 'https://auth.example.com/oidc/jwks',
  tokenEndpoint: 'https://auth.example.com/oidc/token',
  audience: 'https://api.example.com/orders',
};

describe('the API resource guide’s example routes', () => {
  it('guards the read route with a reading scope even when a writing one comes first', () => {
    const code = expressJoseCode({
      ...endpoints,
      ...pickExampleScopes(['write:orders', 'read:orders']),
    });
    expect(code).toContain(`app.get('/orders', requireScopes("read:orders")`);
    expect(code).toContain(`app.post('/orders', requireScopes("write:orders")`);
  });

  it.each([['orders.delete'], ['manage-users'], ['Create:Invoice'], ['admin']])(
    'treats %s as a writing scope',
    (name) => {
      expect(pickExampleScopes([name])).toEqual({ readScope: undefined, writeScope: name });
    },
  );

  it('asks for no scope on the read route when the API has writing scopes only', () => {
    const code = expressJoseCode({ ...endpoints, ...pickExampleScopes(['write:orders']) });
    expect(code).toContain(`app.get('/orders', requireScopes()`);
    expect(code).not.toContain(`app.get('/orders', requireScopes("write:orders")`);
  });

  it('uses a placeholder reading scope for an API without scopes, and no write route', () => {
    const code = expressJoseCode({ ...endpoints, ...pickExampleScopes([]) });
    expect(code).toContain(`app.get('/orders', requireScopes("read:orders")`);
    expect(code).not.toContain('app.post');
  });

  it('requests both scopes and tries both routes', () => {
    const code = tryTokenCode({
      ...endpoints,
      readScope: 'read:orders',
      writeScope: 'write:orders',
    });
    expect(code).toContain("--data-urlencode 'scope=read:orders write:orders'");
    expect(code).toContain('curl -X POST http://localhost:4000/orders');
  });
});
