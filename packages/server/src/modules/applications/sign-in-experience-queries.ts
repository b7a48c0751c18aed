import type { Insertable, Selectable } from 'kysely';
import type { ApplicationSignInExperiencesTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type ApplicationSignInExperienceRow = Selectable<ApplicationSignInExperiencesTable>;
export type ApplicationSignInExperienceValues = Omit<
  Insertable<ApplicationSignInExperiencesTable>,
  'tenant_id' | 'application_id'
>;

export const findApplicationSignInExperience = (scope: TenantScope, applicationId: string) =>
  scope
    .selectFrom('application_sign_in_experiences')
    .selectAll()
    .where('application_id', '=', applicationId)
    .executeTakeFirst();

export const insertApplicationSignInExperience = (
  scope: TenantScope,
  applicationId: string,
  values: ApplicationSignInExperienceValues,
) =>
  scope
    .insertInto('application_sign_in_experiences', { application_id: applicationId, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateApplicationSignInExperience = (
  scope: TenantScope,
  applicationId: string,
  values: ApplicationSignInExperienceValues,
) =>
  scope
    .updateTable('application_sign_in_experiences')
    .set(values)
    .where('application_id', '=', applicationId)
    .returningAll()
    .executeTakeFirst();
