import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createUser } from '../users/service.js';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';

const password = 'Gl4cier-Tundra';

describeEachDatabase('experience consent', (server) => {
  it('asks consent for a third-party app and completes the request once given', async () => {
    const { db } = server().context.database;
    await createUser(scopeToTenant(db, 'default'), { username: 'carla', name: 'Carla', password }, { defaultRoles: true });
    const clientId = await insertTestClient(db, { isThirdParty: true, name: 'Partner App' });
    const browser = await new AuthorizationFlow(server().url, clientId).start({ scope: 'openid profile' });

    const signedIn = await browser.api<{ redirectTo: string }>('POST', '/sign-in', { identifier: 'carla', password });
    expect(signedIn.status).toBe(200);
    const consentPage = await browser.follow(signedIn.body.redirectTo);
    expect(consentPage.pathname).toBe('/consent');

    const interaction = await browser.api('GET', '/interaction');
    expect(interaction.body).toMatchObject({
      prompt: 'consent',
      client: { id: clientId, name: 'Partner App', isThirdParty: true },
      missingScopes: expect.arrayContaining(['openid', 'profile']),
      account: { username: 'carla', name: 'Carla' },
    });

    const consented = await browser.api<{ redirectTo: string }>('POST', '/consent');
    expect(consented.status).toBe(200);
    const callback = await browser.follow(consented.body.redirectTo);
    expect(callback.searchParams.get('code')).toBeTruthy();

    // The grant is remembered: the next request of the same app in this browser needs no page.
    await browser.start({ scope: 'openid profile' });
    expect(new URL(browser.interactionUrl).searchParams.get('code')).toBeTruthy();
  });

  it('refuses consent while the interaction is still at the login step', async () => {
    const clientId = await insertTestClient(server().context.database.db, { isThirdParty: true });
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    const answer = await browser.api('POST', '/consent');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'session.invalid_interaction' });
  });
});
