import type { MfaVerification } from '@tessera/schemas';
import { scopeToTenant } from '../db/tenant-scope.js';
import { AuthorizationFlow, insertTestClient } from './authorization-flow.js';
import type { TestServer } from './test-server.js';
import { storeSignInExperience } from '../modules/sign-in-exp/test-support.js';
import { addMfaVerification } from '../modules/mfa/user-factors.js';
import { createUser } from '../modules/users/service.js';

/** Helpers of the MFA API tests: a user with a password, a browser signed in by it, the policy. */

export const testPassword = 'Gl4cier-Tundra';

export type ErrorBody = { code: string; data?: Record<string, unknown> };

export function mfaTestKit(server: () => TestServer) {
  let clientId = '';
  const scope = () => scopeToTenant(server().context.database.db, 'default');
  const flow = async () => {
    clientId ||= await insertTestClient(server().context.database.db);
    return new AuthorizationFlow(server().url, clientId).start();
  };
  const kit = {
    scope,
    flow,
    setMfa: (mfa: { factors: string[]; policy: 'UserControlled' | 'Mandatory' }) =>
      storeSignInExperience(server().context, 'default', { mfa }),
    createUser: (username: string) => createUser(scope(), { username, password: testPassword }, { defaultRoles: true }),
    addFactor: (userId: string, factor: MfaVerification) => scope().transaction((tx) => addMfaVerification(tx, userId, factor)),
    /** A browser past password verification and identification, ready for its second factor. */
    async passwordStep(username: string, browser?: AuthorizationFlow) {
      const signIn = browser ?? (await flow());
      await signIn.api('PUT', '', { interactionEvent: 'SignIn' });
      const verified = await signIn.api<{ verificationId: string }>('POST', '/verification/password', {
        identifier: { type: 'username', value: username },
        password: testPassword,
      });
      if (verified.status !== 200) {
        throw new Error(`Password verification answered ${verified.status}: ${JSON.stringify(verified.body)}`);
      }
      const identified = await signIn.api('POST', '/identification', verified.body);
      if (identified.status !== 204) {
        throw new Error(`Identification answered ${identified.status}`);
      }
      return signIn;
    },
    submit: (browser: AuthorizationFlow) => browser.api<ErrorBody & { redirectTo: string }>('POST', '/submit'),
  };
  return kit;
}
