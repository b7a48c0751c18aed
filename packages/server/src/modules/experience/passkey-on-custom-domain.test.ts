import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateId } from '../../utils/id.js';
import { AuthorizationFlow, insertTestClient, testRedirectUri } from '../../testing/authorization-flow.js';
import { customDomainServerEnvironment, provisionTenantOnDomain, routeDomainToServer } from '../../testing/custom-domain-browser.js';
import { allOn, type Options } from '../../testing/passkey-sign-in.js';
import { createSoftwareAuthenticator } from '../../testing/software-authenticator.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { addMfaVerification } from '../mfa/user-factors.js';
import { createRegistrationOptions, verifyRegistration } from '../mfa/webauthn.js';
import { storeSignInExperience } from '../sign-in-exp/test-support.js';
import { createUser } from '../users/service.js';
import { passkeyRelyingParty } from './flow/passkey-sign-in.js';

const tenantId = 'acme';
const domain = 'login.acme.test';
const onDomain = `https://${domain}`;
const preflightPath = '/preflight/sign-in-passkey/authentication';
const verifyPath = '/verification/sign-in-passkey/authentication/verify';

describeEachDatabase(
  'passkey sign-in on a custom domain',
  (server) => {
    let clientId = '';
    let unroute: () => void = () => undefined;
    const scope = () => server().context.tenantScope(tenantId);

    beforeAll(async () => {
      await provisionTenantOnDomain(server(), tenantId, domain);
      unroute = routeDomainToServer(server(), domain);
      clientId = await insertTestClient(server().context.database.db, { tenantId });
      await storeSignInExperience(server().context, tenantId, { passkeySignIn: allOn });
    });
    afterAll(() => unroute());

    /** A user with a passkey made on the custom domain's sign-in page (the domain is its relying party). */
    const userWithDomainPasskey = async (username: string) => {
      const authenticator = createSoftwareAuthenticator(onDomain);
      const user = await createUser(scope(), { username, password: 'Gl4cier-Tundra' }, { defaultRoles: true });
      const party = passkeyRelyingParty(`${onDomain}/oidc`);
      const options = await createRegistrationOptions(party, { id: user.id, name: username }, [], true);
      expect(options.rp.id).toBe(domain);
      const credential = await verifyRegistration(party, authenticator.register(options) as never, options.challenge);
      const { userVerified: _ignored, ...stored } = credential;
      await scope().transaction((tx) =>
        addMfaVerification(tx, user.id, { id: generateId(), type: 'WebAuthn', ...stored, agent: 'test', createdAt: new Date().toISOString() }),
      );
      return { user, authenticator };
    };

    it('asks for the domain as relying party and signs in with a passkey of the domain', async () => {
      const { user, authenticator } = await userWithDomainPasskey('domain_passkey');
      const browser = await new AuthorizationFlow(onDomain, clientId).start();
      const preflight = await browser.api<{ authenticationOptions: Options }>('POST', preflightPath);
      expect(preflight.status, JSON.stringify(preflight.body)).toBe(200);
      expect(preflight.body.authenticationOptions.rpId).toBe(domain);
      const verified = await browser.api<{ verificationId: string }>('POST', verifyPath, {
        payload: authenticator.authenticate(preflight.body.authenticationOptions),
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect((await browser.api('POST', '/identification', verified.body)).status).toBe(204);
      expect((await browser.api('GET', '/interaction')).body).toMatchObject({ userId: user.id });
      const submitted = await browser.api<{ redirectTo: string }>('POST', '/submit');
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const final = await browser.follow(submitted.body.redirectTo);
      expect(final.href.startsWith(testRedirectUri)).toBe(true);
      expect(final.searchParams.get('code')).toBeTruthy();
    });

    it('keeps the service host its own relying party, where a passkey of the domain is not offered', async () => {
      const { authenticator } = await userWithDomainPasskey('service_passkey');
      const browser = await new AuthorizationFlow(server().url, clientId, `/t/${tenantId}`).start();
      const preflight = await browser.api<{ authenticationOptions: Options }>('POST', preflightPath);
      expect(preflight.status).toBe(200);
      expect(preflight.body.authenticationOptions.rpId).toBe(new URL(server().url).hostname);
      // Like a browser's, the authenticator offers no passkey of another relying party.
      expect(() => authenticator.authenticate(preflight.body.authenticationOptions)).toThrow(/no credential/);
    });
  },
  customDomainServerEnvironment,
);
