import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { insertTestClient } from '../../testing/authorization-flow.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { updateAccountCenter } from '../account-center/service.js';
import { createVerificationRecords } from '../verifications/records.js';
import { findUserById, updateUserById } from '../users/queries.js';
import { createUser } from '../users/service.js';
import { callWithVerification, signInToAccountApi } from '../../testing/account-api.js';

const password = 'Gl4cier-Tundra';

describeEachDatabase(
  'account API: verification budget and social identities',
  (server) => {
    let clientId = '';
    let userId = '';
    const scope = () => scopeToTenant(server().context.database.db, defaultTenantId);

    beforeAll(async () => {
      clientId = await insertTestClient(server().context.database.db);
      userId = (await createUser(scope(), { username: 'limited', password }, { defaultRoles: false })).id;
      await updateAccountCenter(scope(), { enabled: true, fields: { social: 'Edit' } });
    });

    it('limits password verifications per client address, like the sign-in routes', async () => {
      const { client } = await signInToAccountApi(server().url, clientId, { identifier: 'limited', password });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push((await client.post('/verifications/password', { password: 'Wrong-Password-9' })).status);
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
      const refused = await client.post<{ code: string }>('/verifications/password', { password });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('session.too_many_requests');
    });

    it('unlinks a social identity only with the identities scope and a verification record', async () => {
      await updateUserById(scope(), userId, { identities: toJson({ github: { userId: 'gh-1' } }) });
      const narrow = await signInToAccountApi(server().url, clientId, { identifier: 'limited', password }, { scope: 'openid profile' });
      const wide = await signInToAccountApi(server().url, clientId, { identifier: 'limited', password });
      const noScope = await callWithVerification<{ code: string }>(server().url, narrow.token, 'DELETE', '/my-account/identities/github', undefined);
      expect(noScope.status).toBe(403);
      expect(noScope.body.code).toBe('auth.insufficient_permissions');
      const noRecord = await callWithVerification<{ code: string }>(server().url, wide.token, 'DELETE', '/my-account/identities/github', undefined);
      expect(noRecord.status).toBe(401);
      expect(noRecord.body.code).toBe('verification_record.permission_denied');
      const shown = await wide.client.get<{ identities: Record<string, unknown> }>('/my-account');
      expect(shown.body.identities).toEqual({ github: { userId: 'gh-1' } });
      expect((await findUserById(scope(), userId))?.identities).toEqual({ github: { userId: 'gh-1' } });

      // The password budget of this address is spent (above): the proof is put in the store directly.
      const proof = await createVerificationRecords(server().context.ephemeral).create(defaultTenantId, userId, {
        type: 'Password',
        verified: true,
      });
      const unlinked = await callWithVerification(server().url, wide.token, 'DELETE', '/my-account/identities/github', proof.id);
      expect(unlinked.status).toBe(204);
      expect((await findUserById(scope(), userId))?.identities).toEqual({});
      const again = await callWithVerification(server().url, wide.token, 'DELETE', '/my-account/identities/github', proof.id);
      expect(again.status).toBe(404);
    });
  },
  { CREDENTIAL_RATE_LIMIT: '3' },
);
