import { expect, it } from 'vitest';
import { createConsoleUser } from '../../testing/console-user-token.js';
import { callApi, type ErrorBody } from '../../testing/me-api.js';
import { describeEachDatabase } from '../../testing/test-server.js';

const password = 'Harbour-Lights-31';

describeEachDatabase('console password verification delay (me)', (server) => {
  it('answers 429 with Retry-After to the 6th verification after 5 wrong ones, even with the right password', async () => {
    const { token } = await createConsoleUser(server(), { username: 'gina', password });
    const { token: otherToken } = await createConsoleUser(server(), { username: 'hugo', password });
    const verify = (secret: string, bearer = token) => callApi(server(), bearer, 'POST', '/me/password/verify', { password: secret });

    for (let index = 0; index < 5; index++) {
      expect((await verify(`wrong-${index}`)).status).toBe(422);
    }
    const tooSoon = await verify(password);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBe('1');
    expect((await tooSoon.json()) as ErrorBody).toMatchObject({ code: 'session.attempt_too_soon', data: { seconds: 1 } });

    expect((await verify(password, otherToken)).status).toBe(204);
  });
});
