import {
  defaultPasswordPolicy,
  defaultPrimaryColor,
  passwordPolicyGuard,
  passwordRejectionCodes,
} from '@tessera/schemas';
import { z } from 'zod';

/*
 * Shapes of the experience API answers. Parsing is lenient where the UI can carry on (unknown
 * fields are dropped, a missing branding colour falls back) and strict where it cannot.
 */

export const errorBodyGuard = z.object({
  message: z.string(),
  code: z.string(),
  data: z.unknown().optional(),
  details: z.unknown().optional(),
});

export const signInModes = ['SignIn', 'Register', 'SignInAndRegister'] as const;
export type SignInMode = (typeof signInModes)[number];

export const signUpIdentifiers = ['username', 'email'] as const;
export type SignUpIdentifier = (typeof signUpIdentifiers)[number];

export const experienceConfigGuard = z.object({
  tenantId: z.string(),
  signInMode: z.enum(signInModes),
  signUpIdentifiers: z.array(z.enum(signUpIdentifiers)),
  passwordPolicy: passwordPolicyGuard.catch(defaultPasswordPolicy),
  branding: z
    .object({
      primaryColor: z.string().catch(defaultPrimaryColor),
      logoUrl: z.string().nullish(),
      darkLogoUrl: z.string().nullish(),
    })
    .catch({ primaryColor: defaultPrimaryColor }),
  isFirstAdminRequired: z.boolean(),
});
export type ExperienceConfig = z.infer<typeof experienceConfigGuard>;

export const interactionGuard = z.object({
  uid: z.string(),
  prompt: z.enum(['login', 'consent']),
  firstScreen: z.enum(['signIn', 'register']).catch('signIn'),
  client: z.object({
    id: z.string(),
    name: z.string(),
    logoUri: z.string().nullish(),
    isThirdParty: z.boolean(),
  }),
  loginHint: z.string().nullish(),
  missingScopes: z.array(z.string()).nullish(),
  missingResourceScopes: z.record(z.string(), z.array(z.string())).nullish(),
  account: z
    .object({
      id: z.string(),
      username: z.string().nullish(),
      primaryEmail: z.string().nullish(),
      name: z.string().nullish(),
    })
    .nullish(),
});
export type Interaction = z.infer<typeof interactionGuard>;

export const redirectGuard = z.object({ redirectTo: z.string().min(1) });
export type RedirectResult = z.infer<typeof redirectGuard>;

/** `data` of 422 password_rejected.* errors. */
export const passwordRejectionsDataGuard = z.object({
  rejections: z.array(
    z.object({
      code: z.enum(passwordRejectionCodes),
      interpolation: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});

/** `data` of 403 session.identifier_locked. */
export const lockedDataGuard = z.object({ minutes: z.number() });
