import { Redis } from 'ioredis';
import { sql } from 'kysely';
import * as client from 'openid-client';
import { beforeAll, expect, it } from 'vitest';
import { defaultTenantId } from '@tessera/schemas';
import { updateUserById } from '../modules/users/queries.js';
import { insertTestClient, testRedirectUri } from '../testing/authorization-flow.js';
import { signInThroughBrowser } from '../testing/browser-sign-in.js';
import { storageVariants } from '../testing/storage-variants.js';
import { describeEachDatabase } from '../testing/test-server.js';

/**
 * The code exchange reads the code's session, grant and user together, ahead of the provider's
 * handler (code-exchange-reads.ts): each must still be read as it stands at the exchange.
 */
for (const [storage, environment] of storageVariants()) {
  describeEachDatabase(
    `the code exchange (${storage})`,
    (server) => {
      const scope = () => server().context.tenantScope(defaultTenantId);
      let clientId: string;

      beforeAll(async () => {
        clientId = await insertTestClient(server().context.database.db);
      });

      /** A signed-in user's code, not yet exchanged; the session ends with the browser's (no offline access). */
      const codeFor = async (username: string) => {
        const verifier = client.randomPKCECodeVerifier();
        const url = new URL(`${server().url}/oidc/auth`);
        url.search = new URLSearchParams({
          client_id: clientId,
          response_type: 'code',
          redirect_uri: testRedirectUri,
          scope: 'openid profile',
          code_challenge: await client.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state: 's',
        }).toString();
        const { callbackUrl } = await signInThroughBrowser(server(), url, username);
        const user = await scope().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
        return { code: callbackUrl.searchParams.get('code') ?? '', verifier, userId: user.id };
      };

      const exchange = async (code: string, verifier: string, asClient = clientId) => {
        const response = await fetch(`${server().url}/oidc/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: testRedirectUri,
            client_id: asClient,
            code_verifier: verifier,
          }),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };

      /** Ends the user's sessions where this storage keeps them, and nothing else (codes stay). */
      const endSessionsOnly = async (userId: string) => {
        if (environment.REDIS_URL) {
          const redis = new Redis(environment.REDIS_URL);
          try {
            const keys = await redis.smembers(`oidc:${defaultTenantId}:account:${userId}`);
            const sessions = keys.filter((key) => key.includes(':Session:'));
            expect(sessions).not.toHaveLength(0);
            await redis.del(...sessions);
          } finally {
            redis.disconnect();
          }
          return;
        }
        const { numDeletedRows } = await scope()
          .deleteFrom('oidc_model_instances')
          .where('model_name', '=', 'Session')
          .where(sql`payload->>'accountId'`, '=', userId)
          .executeTakeFirst();
        expect(Number(numDeletedRows)).toBeGreaterThan(0);
      };

      it('issues the tokens of the code’s user, once', async () => {
        const { code, verifier, userId } = await codeFor('exchange_reads_user');
        const first = await exchange(code, verifier);
        expect(first.status).toBe(200);
        const claims = JSON.parse(Buffer.from(String(first.body.id_token).split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
        expect(claims).toMatchObject({ sub: userId, username: 'exchange_reads_user' });
        const again = await exchange(code, verifier);
        expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      });

      it('refuses the code of a user suspended since it was issued', async () => {
        const { code, verifier, userId } = await codeFor('exchange_reads_suspended');
        // Straight to the row: no event ends the session or the grant, only the user read can refuse.
        await updateUserById(scope(), userId, { is_suspended: true });
        expect(await exchange(code, verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      });

      it('refuses a code whose session ended since it was issued', async () => {
        const { code, verifier, userId } = await codeFor('exchange_reads_signed_out');
        await endSessionsOnly(userId);
        expect(await exchange(code, verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      });

      it('refuses a code to another client, which leaves it to its own', async () => {
        const other = await insertTestClient(server().context.database.db, { name: 'Other SPA' });
        const { code, verifier } = await codeFor('exchange_reads_other_client');
        expect(await exchange(code, verifier, other)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
        expect((await exchange(code, verifier)).status).toBe(200);
      });
    },
    environment,
  );
}
