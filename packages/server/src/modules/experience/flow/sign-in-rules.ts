import type { SignIn, SignUp } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { findSignInExperience } from '../../sign-in-exp/service.js';

/** The sign-in and sign-up methods of the tenant's sign-in experience the Experience API applies. */
export type SignInRules = { signIn: SignIn; signUp: Pick<SignUp, 'password' | 'verify'> };

export async function findSignInRules(scope: TenantScope): Promise<SignInRules> {
  const { signIn, signUp } = await findSignInExperience(scope);
  return { signIn, signUp: { password: signUp.password, verify: signUp.verify } };
}

/** Whether the tenant lets users sign in with this identifier by a password or by a code. */
export const isSignInMethodEnabled = (
  rules: SignInRules,
  identifier: 'username' | 'email' | 'phone',
  by: 'password' | 'verificationCode',
) => rules.signIn.methods.some((method) => method.identifier === identifier && method[by]);
