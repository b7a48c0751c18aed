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

/** Inserts the row; `undefined` when the application has one already (a concurrent first write). */
export const insertApplicationSignInExperience = (
  scope: TenantScope,
  applicationId: string,
  values: ApplicationSignInExperienceValues,
) =>
  scope
    .insertInto('application_sign_in_experiences', { application_id: applicationId, ...values })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'application_id']).doNothing())
    .returningAll()
    .executeTakeFirst();

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
