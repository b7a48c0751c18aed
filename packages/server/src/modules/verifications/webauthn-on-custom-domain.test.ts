import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToAccountApi } from '../../testing/account-api.js';
import { insertTestClient } from '../../testing/authorization-flow.js';
import { customDomainServerEnvironment, provisionTenantOnDomain, routeDomainToServer } from '../../testing/custom-domain-browser.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { updateAccountCenter } from '../account-center/service.js';
import { createSoftwareAuthenticator } from '../my-account/software-authenticator.js';
import { createUser } from '../users/service.js';

const tenantId = 'acme';
const domain = 'login.acme.test';
const onDomain = `https://${domain}`;
const password = 'Gl4cier-Tundra';

type Started = { verificationRecordId: string; registrationOptions: { challenge: string; rp: { id?: string } } };

describeEachDatabase(
  'account API passkey registration on a custom domain',
  (server) => {
    let clientId = '';
    let unroute: () => void = () => undefined;

    beforeAll(async () => {
      await provisionTenantOnDomain(server(), tenantId, domain);
      unroute = routeDomainToServer(server(), domain);
      const scope = server().context.tenantScope(tenantId);
      clientId = await insertTestClient(server().context.database.db, { tenantId });
      await createUser(scope, { username: 'acme_kim', password }, { defaultRoles: false });
      await updateAccountCenter(scope, { enabled: true, fields: { mfa: 'Edit', passkey: 'Edit' } });
    });
    afterAll(() => unroute());

    it('binds the passkey to the domain: its relying party and origin', async () => {
      const { client } = await signInToAccountApi(onDomain, clientId, { identifier: 'acme_kim', password });
      const started = await client.post<Started>('/verifications/web-authn/registration');
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(started.body.registrationOptions.rp.id).toBe(domain);
      const authenticator = createSoftwareAuthenticator();
      // A page of the service host cannot answer for the domain.
      const elsewhere = await client.post('/verifications/web-authn/registration/verify', {
        verificationRecordId: started.body.verificationRecordId,
        payload: authenticator.register(started.body.registrationOptions, server().url),
      });
      expect(elsewhere.status).toBe(400);
      const again = await client.post<Started>('/verifications/web-authn/registration');
      const verified = await client.post('/verifications/web-authn/registration/verify', {
        verificationRecordId: again.body.verificationRecordId,
        payload: authenticator.register(again.body.registrationOptions, onDomain),
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    });
  },
  customDomainServerEnvironment,
);
