import type { Insertable, Selectable } from 'kysely';
import type { ApplicationSecretsTable, ApplicationsTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type ApplicationRow = Selectable<ApplicationsTable>;
export type ApplicationSecretRow = Selectable<ApplicationSecretsTable>;
export type NewApplication = Omit<Insertable<ApplicationsTable>, 'tenant_id'>;

export const findApplicationById = (scope: TenantScope, id: string) =>
  scope.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();

export const insertApplication = (scope: TenantScope, application: NewApplication) =>
  scope.insertInto('applications', application).returningAll().executeTakeFirstOrThrow();

export const findApplicationSecrets = (scope: TenantScope, applicationId: string) =>
  scope
    .selectFrom('application_secrets')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .execute();

export const insertApplicationSecret = (
  scope: TenantScope,
  secret: Omit<Insertable<ApplicationSecretsTable>, 'tenant_id'>,
) => scope.insertInto('application_secrets', secret).returningAll().executeTakeFirstOrThrow();
