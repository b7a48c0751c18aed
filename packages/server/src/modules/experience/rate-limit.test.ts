import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-server.js';

describeEachDatabase(
  'experience rate limit',
  (server) => {
    const post = (path: string, body: unknown, prefix = '') =>
      fetch(`${server().url}${prefix}/api/experience${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('answers 429 with Retry-After once an IP exceeds the limit of a credential endpoint', async () => {
      const body = { identifier: 'someone', password: 'whatever' };
      for (let index = 0; index < 3; index++) {
        expect((await post('/sign-in', body)).status).toBe(404);
      }
      const limited = await post('/sign-in', body);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await limited.json()).toMatchObject({ code: 'session.too_many_requests' });

      // Each endpoint has its own budget; non-credential endpoints are not limited.
      expect((await post('/register', { username: 'abc', password: 'x' })).status).not.toBe(429);
      for (let index = 0; index < 5; index++) {
        expect((await fetch(`${server().url}/api/experience/config`)).status).toBe(200);
      }
    });
  },
  { CREDENTIAL_RATE_LIMIT: '3' },
);
