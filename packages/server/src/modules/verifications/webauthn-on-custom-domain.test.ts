import { beforeAll, expect, it } from 'vitest';
import { signInToAccountApi } from '../../testing/account-api.js';
import { describeOnCustomDomain, tenantOnDomain } from '../../testing/custom-domain-browser.js';
import { updateAccountCenter } from '../account-center/service.js';
import { createSoftwareAuthenticator } from '../my-account/software-authenticator.js';
import { createUser } from '../users/service.js';

const { tenantId, domain, origin: onDomain } = tenantOnDomain;
const password = 'Gl4cier-Tundra';

type Started = { verificationRecordId: string; registrationOptions: { challenge: string; rp: { id?: string } } };

describeOnCustomDomain('account API passkey registration on a custom domain', (server, { clientId }) => {
  beforeAll(async () => {
    const scope = server().context.tenantScope(tenantId);
    await createUser(scope, { username: 'acme_kim', password }, { defaultRoles: false });
    await updateAccountCenter(scope, { enabled: true, fields: { mfa: 'Edit', passkey: 'Edit' } });
  });

  it('binds the passkey to the domain: its relying party and origin', async () => {
    const { client } = await signInToAccountApi(onDomain, clientId(), { identifier: 'acme_kim', password });
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
});
