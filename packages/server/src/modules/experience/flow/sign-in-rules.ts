import type { SignIn, SignInMode, SignUp } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { findSignInExperience } from '../../sign-in-exp/service.js';

/** The sign-in and sign-up methods of the tenant's sign-in experience the Experience API applies. */
export type SignInRules = {
  signIn: SignIn;
  signUp: Pick<SignUp, 'password' | 'verify'>;
  signInMode: SignInMode;
};

export async function findSignInRules(scope: TenantScope): Promise<SignInRules> {
  const { signIn, signUp, signInMode } = await findSignInExperience(scope);
  return { signIn, signUp: { password: signUp.password, verify: signUp.verify }, signInMode };
}

/**
 * A registration-only tenant signs nobody in. Checked again at submit (and before the one-call
 * sign-in checks a password), since the mode may change after the event was started.
 */
export const assertSignInOpen = (rules: SignInRules) => {
  if (rules.signInMode === 'Register') {
    throw new RequestError('session.sign_in_disabled', 403);
  }
};

/** Whether the tenant lets users sign in with this identifier by a password or by a code. */
export const isSignInMethodEnabled = (
  rules: SignInRules,
  identifier: 'username' | 'email' | 'phone',
  by: 'password' | 'verificationCode',
) => rules.signIn.methods.some((method) => method.identifier === identifier && method[by]);
