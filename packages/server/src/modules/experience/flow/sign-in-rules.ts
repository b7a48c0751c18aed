import { z } from 'zod';
import { signInGuard, signUpGuard, type SignIn, type SignUp } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { findTenantConfigByKey } from '../../tenant-configs/queries.js';
import { signInExperienceKey } from '../experience-settings.js';

/**
 * The sign-in and sign-up methods of the tenant's stored sign-in experience. Until a tenant
 * saved one, the methods the sign-in app offered before the Experience API apply: a password
 * for a username or an email address, no code; sign-up sets a password and verifies an email.
 */
const defaultSignIn: SignIn = {
  methods: [
    { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
    { identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true },
  ],
};

// Each part falls back to its default on its own, as in experience-settings.ts.
const storedRulesGuard = z.object({
  signIn: signInGuard.optional().catch(undefined),
  signUp: signUpGuard.partial().optional().catch(undefined),
});

export type SignInRules = { signIn: SignIn; signUp: Pick<SignUp, 'password' | 'verify'> };

export async function findSignInRules(scope: TenantScope): Promise<SignInRules> {
  const stored = storedRulesGuard.safeParse((await findTenantConfigByKey(scope, signInExperienceKey)) ?? {});
  const rules = stored.success ? stored.data : {};
  return {
    signIn: rules.signIn ?? defaultSignIn,
    signUp: { password: rules.signUp?.password ?? true, verify: rules.signUp?.verify ?? true },
  };
}

/** Whether the tenant lets users sign in with this identifier by a password or by a code. */
export const isSignInMethodEnabled = (
  rules: SignInRules,
  identifier: 'username' | 'email' | 'phone',
  by: 'password' | 'verificationCode',
) => rules.signIn.methods.some((method) => method.identifier === identifier && method[by]);
