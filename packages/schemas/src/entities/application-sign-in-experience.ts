import { z } from 'zod';

import { lengthLimits } from '../constants';
import { hexColorGuard, webUrlGuard } from '../validation/field-guards';
import { brandingGuard, idGuard } from './common';

const policyUrlGuard = webUrlGuard.max(lengthLimits.policyUrl);

/** Per-application overrides of the sign-in experience, used by third-party applications. */
export const applicationSignInExperienceGuard = z.object({
  applicationId: idGuard,
  color: z
    .object({
      primaryColor: hexColorGuard,
      isDarkModeEnabled: z.boolean(),
      darkPrimaryColor: hexColorGuard,
    })
    .partial(),
  branding: brandingGuard,
  termsOfUseUrl: policyUrlGuard.nullable(),
  privacyPolicyUrl: policyUrlGuard.nullable(),
  displayName: z.string().max(lengthLimits.displayName).nullable(),
});
export type ApplicationSignInExperience = z.infer<typeof applicationSignInExperienceGuard>;

/** `PUT /api/applications/{applicationId}/sign-in-experience`. */
export const applicationSignInExperienceUpsertGuard = applicationSignInExperienceGuard
  .omit({ applicationId: true })
  .partial();
export type ApplicationSignInExperienceUpsert = z.infer<
  typeof applicationSignInExperienceUpsertGuard
>;
