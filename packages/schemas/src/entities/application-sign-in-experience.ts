import { z } from 'zod';

import { lengthLimits } from '../constants';
import { hexColorGuard, webUrlGuard } from '../validation/field-guards';
import { idGuard } from './common';

const urlGuard = webUrlGuard.max(lengthLimits.policyUrl);

const applicationColorGuard = z.object({
  primaryColor: hexColorGuard.optional(),
  isDarkModeEnabled: z.boolean().optional(),
  darkPrimaryColor: hexColorGuard.optional(),
});

const applicationBrandingGuard = z.object({
  logoUrl: urlGuard.optional(),
  darkLogoUrl: urlGuard.optional(),
  favicon: urlGuard.optional(),
  darkFavicon: urlGuard.optional(),
});

/**
 * Branding and policy links the sign-in pages show for one application instead of the tenant's
 * (third-party applications use it most).
 */
export const applicationSignInExperienceGuard = z
  .object({
    tenantId: z.string(),
    applicationId: idGuard,
    color: applicationColorGuard,
    branding: applicationBrandingGuard,
    customCss: z.string().nullable().meta({ description: 'CSS the sign-in pages add for this application.' }),
    termsOfUseUrl: z.string().nullable(),
    privacyPolicyUrl: z.string().nullable(),
    displayName: z.string().nullable(),
  })
  .meta({ id: 'ApplicationSignInExperience' });
export type ApplicationSignInExperience = z.infer<typeof applicationSignInExperienceGuard>;

/** Policy links may be cleared with an empty string or null, as forms send them. */
const policyUrlGuard = z.union([z.literal(''), urlGuard]).nullish();

/** `PUT /api/applications/{applicationId}/sign-in-experience`: fields left out keep their value. */
export const applicationSignInExperienceUpsertGuard = z.object({
  color: applicationColorGuard.optional(),
  branding: applicationBrandingGuard.optional(),
  customCss: z.string().nullish(),
  termsOfUseUrl: policyUrlGuard,
  privacyPolicyUrl: policyUrlGuard,
  displayName: z.string().max(lengthLimits.displayName).nullish(),
});
export type ApplicationSignInExperienceUpsert = z.infer<
  typeof applicationSignInExperienceUpsertGuard
>;
