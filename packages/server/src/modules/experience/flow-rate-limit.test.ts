import { expect, it } from 'vitest';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';
import { describeEachDatabase } from '../../testing/test-server.js';

describeEachDatabase(
  'Experience API rate limits',
  (server) => {
    it('limits code requests per identifier across client addresses, and per address', async () => {
      const browser = await new AuthorizationFlow(server().url, await insertTestClient(server().context.database.db)).start();
      await browser.api('PUT', '', { interactionEvent: 'SignIn' });
      const send = (email: string, ip: string) =>
        browser.jar.fetch(`${server().url}/api/experience/verification/verification-code`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
          body: JSON.stringify({ identifier: { type: 'email', value: email }, interactionEvent: 'SignIn' }),
        });
      // No email connector: allowed requests fail to send, refused ones never get that far.
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        expect((await send('target@example.com', ip)).status).toBe(400);
      }
      const perIdentifier = await send('target@example.com', '203.0.113.4');
      expect(perIdentifier.status).toBe(429);
      expect(Number(perIdentifier.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await perIdentifier.json()).toMatchObject({ code: 'session.too_many_requests' });

      // The same address asking for other identifiers runs out of its own budget.
      expect((await send('a@example.com', '203.0.113.9')).status).toBe(400);
      expect((await send('b@example.com', '203.0.113.9')).status).toBe(400);
      expect((await send('c@example.com', '203.0.113.9')).status).toBe(400);
      expect((await send('d@example.com', '203.0.113.9')).status).toBe(429);
    });

    it('limits password verification per address', async () => {
      const browser = await new AuthorizationFlow(server().url, await insertTestClient(server().context.database.db)).start();
      await browser.api('PUT', '', { interactionEvent: 'SignIn' });
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const answer = await browser.api('POST', '/verification/password', { identifier: { type: 'username', value: `u${attempt}` }, password: 'whatever' });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    });
  },
  { CREDENTIAL_RATE_LIMIT: '3', TRUST_PROXY: 'true' },
);
