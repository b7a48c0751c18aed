import type { ApplicationSignInExperienceUpsert } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound } from '../../errors/request-error.js';
import {
  findApplicationSignInExperience,
  insertApplicationSignInExperience,
  updateApplicationSignInExperience,
  type ApplicationSignInExperienceValues,
} from './sign-in-experience-queries.js';
import { toApplicationSignInExperienceResponse } from './responses.js';
import { requireApplication } from './service.js';
import './events.js';

/** The application's sign-in branding, or 404 when none has been set. */
export async function findSignInExperience(scope: TenantScope, applicationId: string) {
  await requireApplication(scope, applicationId);
  const found = await findApplicationSignInExperience(scope, applicationId);
  if (!found) {
    throw notFound('application sign-in experience', applicationId);
  }
  return found;
}

/** An empty policy URL clears it, as forms send one. */
const urlOrNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/**
 * Sets the application's sign-in branding. Fields left out keep their stored value (or start
 * empty); `created` tells a first write from an update.
 */
export async function upsertSignInExperience(
  scope: TenantScope,
  applicationId: string,
  input: ApplicationSignInExperienceUpsert,
) {
  await requireApplication(scope, applicationId);
  const existing = await findApplicationSignInExperience(scope, applicationId);
  const values: ApplicationSignInExperienceValues = {
    color: toJson(input.color ?? existing?.color ?? {}),
    branding: toJson(input.branding ?? existing?.branding ?? {}),
    custom_css: input.customCss === undefined ? undefined : input.customCss || null,
    terms_of_use_url: urlOrNull(input.termsOfUseUrl),
    privacy_policy_url: urlOrNull(input.privacyPolicyUrl),
    display_name: input.displayName === undefined ? undefined : input.displayName || null,
  };
  // Two first writes at once: the one that loses the insert updates the winner's row.
  const inserted = existing ? undefined : await insertApplicationSignInExperience(scope, applicationId, values);
  const updated = inserted ? undefined : await updateApplicationSignInExperience(scope, applicationId, values);
  const row = inserted ?? updated ?? existing;
  if (!row) {
    throw notFound('application', applicationId);
  }
  scope.emit('application.sign_in_experience.updated', {
    signInExperience: toApplicationSignInExperienceResponse(row),
  });
  return { row, created: inserted !== undefined };
}
