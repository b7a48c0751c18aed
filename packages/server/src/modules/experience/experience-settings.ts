import { adminTenantId, signUpIdentifiers, type ExperienceConfig, type SignUpIdentifier } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { findSignInExperience } from '../sign-in-exp/service.js';
import { countUsers } from '../users/queries.js';

/** Tenant config key of the sign-in experience (kept here too for the modules that seed it). */
export { signInExperienceKey } from '../sign-in-exp/queries.js';

/** The tenant's sign-in experience as the sign-in app reads it (`GET experience/config`). */
export type ExperienceSettings = Omit<ExperienceConfig, 'tenantId'>;

const isSignUpIdentifier = (value: string): value is SignUpIdentifier =>
  (signUpIdentifiers as readonly string[]).includes(value);

/**
 * What the sign-in app shows for a tenant, derived from its sign-in experience. The admin tenant
 * holds console users: while it has none, it registers its first administrator whatever its
 * stored mode says (any other mode would leave nobody able to sign in to the console), and
 * afterwards follows its sign-in experience, sign-in only by default.
 */
export async function findExperienceSettings(scope: TenantScope): Promise<ExperienceSettings> {
  const signInExperience = await findSignInExperience(scope);
  const isFirstAdminRequired = scope.tenantId === adminTenantId && (await countUsers(scope)) === 0;
  // The sign-in app registers by username or email so far; other identifiers are not offered.
  const identifiers = signInExperience.signUp.identifiers.filter(isSignUpIdentifier);
  const { logoUrl, darkLogoUrl } = signInExperience.branding;

  return {
    signInMode: isFirstAdminRequired ? 'Register' : signInExperience.signInMode,
    signUpIdentifiers: identifiers.length > 0 ? [...new Set(identifiers)] : ['username'],
    passwordPolicy: signInExperience.passwordPolicy,
    branding: {
      primaryColor: signInExperience.color.primaryColor,
      ...(logoUrl ? { logoUrl } : {}),
      ...(darkLogoUrl ? { darkLogoUrl } : {}),
    },
    isFirstAdminRequired,
  };
}

export const isRegistrationOpen = (settings: ExperienceSettings) => settings.signInMode !== 'SignIn';
