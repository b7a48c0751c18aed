import { z } from 'zod';

import { appearanceModeGuard } from './preferences';
import { consoleLanguageGuard } from '../../validation/language';
import { onboardingQuestionnaireGuard } from '../onboarding-questionnaire';

/** Notices a console user has dismissed; each flag is true once acknowledged. */
export const acknowledgedNoticeFlags = [
  'experienceNoticeConfirmed',
  'connectorSieNoticeConfirmed',
  'managementApiAcknowledged',
  'roleWithManagementApiAccessNotificationAcknowledged',
  'm2mRoleNotificationAcknowledged',
  'mfaUpsellNoticeAcknowledged',
  'm2mUpsellNoticeAcknowledged',
  'apiResourceUpsellNoticeAcknowledged',
  'organizationUpsellNoticeAcknowledged',
  'tenantMembersUpsellNoticeAcknowledged',
  'enterpriseSsoUpsellNoticeAcknowledged',
  'addOnChangesInCurrentCycleNoticeAcknowledged',
] as const;
type AcknowledgedNoticeFlag = (typeof acknowledgedNoticeFlags)[number];

const noticeFlagsShape = Object.fromEntries(
  acknowledgedNoticeFlags.map((flag) => [flag, z.boolean().optional()]),
) as Record<AcknowledgedNoticeFlag, z.ZodOptional<z.ZodBoolean>>;

const adminConsolePreferencesGuard = z.object({
  language: consoleLanguageGuard.optional(),
  appearanceMode: appearanceModeGuard.optional(),
  ...noticeFlagsShape,
});
export type AdminConsolePreferences = z.infer<typeof adminConsolePreferencesGuard>;

const userOnboardingDataGuard = z.object({
  questionnaire: onboardingQuestionnaireGuard.optional(),
  isOnboardingDone: z.boolean().optional(),
});
export type UserOnboardingData = z.infer<typeof userOnboardingDataGuard>;

/**
 * The console's part of a console user's custom data (`PATCH me/custom-data`). Other keys may
 * live beside it and are kept.
 */
export const consoleCustomDataGuard = z.looseObject({
  defaultTenantId: z.string().optional(),
  adminConsolePreferences: adminConsolePreferencesGuard.optional(),
  onboarding: userOnboardingDataGuard.optional(),
});
export type ConsoleCustomData = z.infer<typeof consoleCustomDataGuard>;
