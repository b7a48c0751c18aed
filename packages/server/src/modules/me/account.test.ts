import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createConsoleUser } from '../../testing/console-user-token.js';
import { callApi, errorCodeOf } from '../../testing/me-api.js';

describeEachDatabase(
  'console user account deletion (cloud)',
  (server) => {
    it('deletes the account; its token then finds no user', async () => {
      const { token } = await createConsoleUser(server(), { username: 'erin', password: 'Old-password-2024' });
      const other = await createConsoleUser(server(), { username: 'frank', password: 'Old-password-2024' });
      expect((await callApi(server(), token, 'DELETE', '/me')).status).toBe(204);
      const after = await callApi(server(), token, 'GET', '/me');
      expect(after.status).toBe(404);
      expect(await errorCodeOf(after)).toBe('user.not_found');
      expect((await callApi(server(), token, 'DELETE', '/me')).status).toBe(404);
      expect((await callApi(server(), other.token, 'GET', '/me')).status).toBe(200);
    });
  },
  { EDITION: 'cloud' },
);
