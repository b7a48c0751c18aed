import { z } from 'zod';

import { lengthLimits } from '../constants';
import { passwordPolicyGuard } from '../password-policy/policy';
import {
  emailGuard,
  phoneGuard,
  usernameGuard,
  verificationCodeGuard,
} from '../validation/field-guards';
import { interactionEventGuard } from './log';
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

/*
 * The Experience API (`PUT experience`, `verification/…`, `identification`, `profile`, `submit`):
 * the app starts an interaction event, proves identifiers in verification records, identifies
 * the user (or builds the profile of a new one) and submits.
 */

/** How a user names their account when signing in. */
export const experienceIdentifierTypes = ['username', 'email', 'phone'] as const;
export type ExperienceIdentifierType = (typeof experienceIdentifierTypes)[number];

/** An identifier as the user typed it: `{ type: 'email', value: 'ada@example.com' }`. */
export const experienceIdentifierGuard = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    value: z.string().min(1).max(lengthLimits.userIdentifier),
  }),
  z.object({ type: z.literal('email'), value: emailGuard }),
  z.object({ type: z.literal('phone'), value: phoneGuard }),
]);
export type ExperienceIdentifier = z.infer<typeof experienceIdentifierGuard>;

/** Identifiers a one-time code can be sent to. */
export const codeIdentifierGuard = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), value: emailGuard }),
  z.object({ type: z.literal('phone'), value: phoneGuard }),
]);
export type CodeIdentifier = z.infer<typeof codeIdentifierGuard>;

const verificationIdGuard = z.string().min(1).max(64).meta({
  description:
    'A verification record of this interaction, as an earlier verification step answered it.',
});

/** `PUT experience` and `PUT experience/interaction-event`. */
export const experienceEventGuard = z.object({ interactionEvent: interactionEventGuard });

/** `POST experience/verification/password`. */
export const passwordVerificationGuard = z.object({
  identifier: experienceIdentifierGuard,
  password: passwordInputGuard,
});

/** `POST experience/verification/verification-code`: sends a code for the event it will serve. */
export const verificationCodeSendGuard = z.object({
  identifier: codeIdentifierGuard,
  interactionEvent: interactionEventGuard,
});

/** `POST experience/verification/verification-code/verify`. */
export const verificationCodeCheckGuard = z.object({
  identifier: codeIdentifierGuard,
  verificationId: verificationIdGuard,
  code: verificationCodeGuard,
});

/** The answer of a verification step: the record later steps name. */
export const verificationIdResponseGuard = z
  .object({ verificationId: z.string() })
  .meta({ id: 'ExperienceVerificationId' });

/** `POST experience/identification`: the record that proves who signs in; none for Register. */
export const identificationGuard = z.object({ verificationId: verificationIdGuard.optional() });

/** `POST experience/profile`: what a new account gets (or, for ForgotPassword, nothing here). */
export const experienceProfileGuard = z.discriminatedUnion('type', [
  z.object({ type: z.literal('username'), value: usernameGuard }),
  z.object({ type: z.literal('password'), value: passwordInputGuard }),
  z.object({ type: z.literal('email'), verificationId: verificationIdGuard }),
  z.object({ type: z.literal('phone'), verificationId: verificationIdGuard }),
]);
export type ExperienceProfileInput = z.infer<typeof experienceProfileGuard>;

/** `PUT experience/profile/password`: the new password of a ForgotPassword interaction. */
export const experienceNewPasswordGuard = z.object({ password: passwordInputGuard });

/** Verification record kinds the Experience API creates. */
export const verificationRecordTypes = [
  'Password',
  'EmailVerificationCode',
  'PhoneVerificationCode',
] as const;

/** A verification record as the app sees it: never a code, a hash or a password. */
export const verificationRecordViewGuard = z.object({
  id: z.string(),
  type: z.enum(verificationRecordTypes),
  identifier: experienceIdentifierGuard,
  verified: z.boolean(),
});
export type VerificationRecordView = z.infer<typeof verificationRecordViewGuard>;

/** The state of the Experience API on the interaction, once `PUT experience` started an event. */
const experienceStateShape = {
  interactionEvent: interactionEventGuard.optional(),
  userId: z.string().optional().meta({ description: 'The identified user.' }),
  profile: z
    .object({
      username: z.string().optional(),
      primaryEmail: z.string().optional(),
      primaryPhone: z.string().optional(),
    })
    .optional()
    .meta({ description: 'What the account to create has so far.' }),
  verificationRecords: z.array(verificationRecordViewGuard).optional(),
};

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
    hasOrganizationInvitation: z.boolean().optional().meta({
      description:
        'The request carried `organization_invitation_id`: `GET /experience/organization-invitation` describes it.',
    }),
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
    ...experienceStateShape,
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

/** The console's first administrator, created directly (set-up and tests): it signs in by username. */
export const experienceFirstAdminGuard = z.object({
  username: usernameGuard,
  password: passwordInputGuard,
  email: emailGuard.optional(),
});
export type ExperienceFirstAdmin = z.infer<typeof experienceFirstAdminGuard>;

/** A pending invitation the current authorization request carries, as the sign-in app shows it. */
export const experienceInvitationGuard = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  invitee: z.string().meta({ description: 'The invited email address, to prefill.' }),
});
export type ExperienceInvitation = z.infer<typeof experienceInvitationGuard>;
