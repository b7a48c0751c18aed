import { z } from 'zod';
import {
  adminTenantId,
  brandingGuard,
  defaultPasswordPolicy,
  defaultPrimaryColor,
  hexColorGuard,
  passwordPolicyGuard,
  signInModeGuard,
  signUpIdentifiers,
  type ExperienceConfig,
  type SignInMode,
  type SignUpIdentifier,
} from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { findTenantConfigByKey } from '../tenant-configs/queries.js';
import { countUsers } from '../users/queries.js';

/** Tenant config key of the sign-in experience the console edits. */
export const signInExperienceKey = 'signInExperience';

/** The tenant's sign-in experience as the sign-in app reads it (`GET experience/config`). */
export type ExperienceSettings = Omit<ExperienceConfig, 'tenantId'>;

// Each part of the stored experience is read on its own: one malformed part (an old format, a
// half-saved edit) falls back to its default instead of breaking every sign-in of the tenant.
const storedExperienceGuard = z.object({
  signInMode: signInModeGuard.optional().catch(undefined),
  signUp: z
    .object({ identifiers: z.array(z.string()) })
    .optional()
    .catch(undefined),
  passwordPolicy: passwordPolicyGuard.optional().catch(undefined),
  color: z
    .object({ primaryColor: hexColorGuard })
    .optional()
    .catch(undefined),
  branding: brandingGuard.optional().catch(undefined),
});

const isSignUpIdentifier = (value: string): value is SignUpIdentifier =>
  (signUpIdentifiers as readonly string[]).includes(value);

/**
 * What the sign-in app shows for a tenant: defaults, overridden by the tenant's stored sign-in
 * experience. The admin tenant holds console users: it registers only its first administrator
 * and is sign-in only afterwards, unless its stored experience says otherwise.
 */
export async function findExperienceSettings(scope: TenantScope): Promise<ExperienceSettings> {
  const stored = storedExperienceGuard.safeParse((await findTenantConfigByKey(scope, signInExperienceKey)) ?? {});
  const experience = stored.success ? stored.data : {};
  const isAdminTenant = scope.tenantId === adminTenantId;
  const isFirstAdminRequired = isAdminTenant && (await countUsers(scope)) === 0;
  const defaultMode: SignInMode = isAdminTenant ? (isFirstAdminRequired ? 'Register' : 'SignIn') : 'SignInAndRegister';
  const identifiers = (experience.signUp?.identifiers ?? []).filter(isSignUpIdentifier);
  const { logoUrl, darkLogoUrl } = experience.branding ?? {};

  return {
    signInMode: experience.signInMode ?? defaultMode,
    signUpIdentifiers: identifiers.length > 0 ? [...new Set(identifiers)] : ['username'],
    passwordPolicy: experience.passwordPolicy ?? defaultPasswordPolicy,
    branding: {
      primaryColor: experience.color?.primaryColor ?? defaultPrimaryColor,
      ...(logoUrl ? { logoUrl } : {}),
      ...(darkLogoUrl ? { darkLogoUrl } : {}),
    },
    isFirstAdminRequired,
  };
}

export const isRegistrationOpen = (settings: ExperienceSettings) => settings.signInMode !== 'SignIn';
