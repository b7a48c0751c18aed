import { z } from 'zod';

import { passwordRejectionCodes } from '../password-policy/rejections';
import { bodyTenantIdGuard, userIdGuard } from '../entities/common';
import {
  signInExperienceGuard,
  signInExperiencePatchGuard,
  signInExperiencePatchQueryGuard,
} from '../entities/sign-in-experience';
import { defineEndpoint } from './endpoint';

/** The sign-in experience as the Management API answers it: the record of the addressed tenant. */
export const signInExperienceResponseGuard = signInExperienceGuard
  .extend({ tenantId: z.string() })
  .meta({ id: 'SignInExperience' });
export type SignInExperienceResponse = z.infer<typeof signInExperienceResponseGuard>;

/** `PATCH /sign-in-exp`: any subset of the fields; each given field replaces the stored one. */
export const signInExperienceUpdateGuard = signInExperiencePatchGuard.extend({ tenantId: bodyTenantIdGuard });
export type SignInExperienceUpdate = z.infer<typeof signInExperienceUpdateGuard>;

/** `POST /sign-in-exp/default/check-password`. */
export const passwordCheckGuard = z.object({
  // Longer than any policy allows, so an overlong password is answered as an issue, not refused.
  password: z.string().max(4096),
  userId: userIdGuard
    .optional()
    .meta({ description: "The user the password is meant for: the policy's user-info rule reads their profile." }),
});
export type PasswordCheck = z.infer<typeof passwordCheckGuard>;

/** One rule of the password policy the password fails; `code` is also the phrase key. */
export const passwordIssueGuard = z.object({
  code: z.enum(passwordRejectionCodes),
  interpolation: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type PasswordIssue = z.infer<typeof passwordIssueGuard>;

export const passwordCheckResultGuard = z.object({
  result: z.boolean().meta({ description: 'Whether the password meets the policy.' }),
  issues: z.array(passwordIssueGuard),
});
export type PasswordCheckResult = z.infer<typeof passwordCheckResultGuard>;

/** The tenant's sign-in experience: branding, languages, sign-up and sign-in methods, policies. */
export const signInExperienceApi = {
  get: defineEndpoint({
    method: 'get',
    path: '/sign-in-exp',
    summary: 'Get the sign-in experience',
    description: 'The stored settings over the defaults: a tenant that never saved any answers the defaults.',
    response: signInExperienceResponseGuard,
    returns: 'The sign-in experience.',
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/sign-in-exp',
    summary: 'Update the sign-in experience',
    description:
      'Replaces the given fields and checks the result as a whole (sign-up against sign-in methods, connectors the methods need, a supported fallback language); nothing is saved when a rule fails. `socialSignInConnectorTargets` must name targets of social connectors; with `removeUnusedDemoSocialConnector=1` the demo social connectors of other targets are deleted.',
    query: signInExperiencePatchQueryGuard,
    body: signInExperienceUpdateGuard,
    response: signInExperienceResponseGuard,
    returns: 'The updated sign-in experience.',
    failures: {
      400: 'Invalid body, or the settings contradict each other (`sign_in_experiences.*`).',
    },
  }),
  checkPassword: defineEndpoint({
    method: 'post',
    path: '/sign-in-exp/default/check-password',
    summary: "Check a password against the tenant's policy",
    description:
      "Runs the password policy (length, character types, breached passwords, restricted runs and words, and the user's own details when `userId` is given) and lists what fails.",
    body: passwordCheckGuard,
    response: passwordCheckResultGuard,
    returns: '`result` true when the password passes; otherwise `issues` lists each failed rule.',
    failures: { 400: 'Invalid body.', 404: 'No user with this id (user.not_found).' },
  }),
};
