import { z } from 'zod';

import { lengthLimits } from '../constants';
import { passwordPolicyGuard } from '../password-policy/policy';
import { emailGuard, usernameGuard } from '../validation/field-guards';
import { signInModeGuard } from './sign-in-experience-parts';
import { passwordInputGuard } from './user';

/*
 * The sign-in app's API (`/api/experience/…`): what it reads to render a step, and what it sends
 * to complete one. The interaction cookie, not a token, ties the calls to one sign-in.
 */

/** Identifiers a new account may be asked for, in the order the sign-up form shows them. */
export const signUpIdentifiers = ['username', 'email'] as const;
const signUpIdentifierGuard = z.enum(signUpIdentifiers);
export type SignUpIdentifier = z.infer<typeof signUpIdentifierGuard>;

/** `GET experience/config`: what the sign-in app shows for the tenant. */
export const experienceConfigGuard = z
  .object({
    tenantId: z.string(),
    signInMode: signInModeGuard,
    signUpIdentifiers: z.array(signUpIdentifierGuard),
    passwordPolicy: passwordPolicyGuard,
    branding: z.object({
      primaryColor: z.string(),
      logoUrl: z.string().optional(),
      darkLogoUrl: z.string().optional(),
    }),
    isFirstAdminRequired: z.boolean().meta({
      description:
        'The admin tenant has no user yet: the app offers to create the first administrator.',
    }),
  })
  .meta({ id: 'ExperienceConfig' });
export type ExperienceConfig = z.infer<typeof experienceConfigGuard>;

/** `GET experience/interaction`: the step of the authorization request the cookie belongs to. */
export const experienceInteractionGuard = z
  .object({
    uid: z.string(),
    prompt: z.enum(['login', 'consent']),
    firstScreen: z.enum(['signIn', 'register']),
    client: z.object({
      id: z.string(),
      name: z.string(),
      logoUri: z.string().optional(),
      isThirdParty: z.boolean(),
    }),
    loginHint: z.string().optional(),
    missingScopes: z
      .array(z.string())
      .optional()
      .meta({ description: 'OpenID scopes to consent to.' }),
    missingResourceScopes: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'Scopes to consent to, by API resource indicator.' }),
    account: z
      .object({
        id: z.string(),
        username: z.string().optional(),
        primaryEmail: z.string().optional(),
        name: z.string().optional(),
      })
      .optional()
      .meta({ description: 'The signed-in user, at the consent step.' }),
  })
  .meta({ id: 'ExperienceInteraction' });
export type ExperienceInteraction = z.infer<typeof experienceInteractionGuard>;

/** The answer of every step that completes: the browser goes on to `redirectTo`. */
export const experienceRedirectGuard = z
  .object({ redirectTo: z.string().meta({ description: 'Where the browser goes next.' }) })
  .meta({ id: 'ExperienceRedirect' });
export type ExperienceRedirect = z.infer<typeof experienceRedirectGuard>;

/** `POST experience/sign-in`. */
export const experienceSignInGuard = z.object({
  identifier: z
    .string()
    .min(1)
    .max(lengthLimits.userIdentifier)
    .meta({ description: 'Username, or email address.' }),
  password: passwordInputGuard,
});
export type ExperienceSignIn = z.infer<typeof experienceSignInGuard>;

/** `POST experience/register`: which identifiers are required is the tenant's sign-up setting. */
export const experienceRegisterGuard = z.object({
  username: usernameGuard.optional(),
  email: emailGuard.optional(),
  password: passwordInputGuard,
});
export type ExperienceRegister = z.infer<typeof experienceRegisterGuard>;

/** `POST experience/first-admin`: the console signs administrators in by username. */
export const experienceFirstAdminGuard = z.object({
  username: usernameGuard,
  password: passwordInputGuard,
  email: emailGuard.optional(),
});
export type ExperienceFirstAdmin = z.infer<typeof experienceFirstAdminGuard>;
