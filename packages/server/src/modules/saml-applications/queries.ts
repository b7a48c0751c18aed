import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  SamlApplicationConfigsTable,
  SamlApplicationSecretsTable,
  SamlApplicationSessionsTable,
} from '../../db/saml-application-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type SamlConfigRow = Selectable<SamlApplicationConfigsTable>;
export type SamlSecretRow = Selectable<SamlApplicationSecretsTable>;
export type SamlSessionRow = Selectable<SamlApplicationSessionsTable>;
export type SamlConfigChanges = Omit<
  Updateable<SamlApplicationConfigsTable>,
  'tenant_id' | 'application_id'
>;

export const findSamlConfigById = (scope: TenantScope, applicationId: string) =>
  scope
    .selectFrom('saml_application_configs')
    .selectAll()
    .where('application_id', '=', applicationId)
    .executeTakeFirst();

export const insertSamlConfig = (
  scope: TenantScope,
  config: Omit<Insertable<SamlApplicationConfigsTable>, 'tenant_id'>,
) => scope.insertInto('saml_application_configs', config).returningAll().executeTakeFirstOrThrow();

export const updateSamlConfigById = (
  scope: TenantScope,
  applicationId: string,
  changes: SamlConfigChanges,
) =>
  scope
    .updateTable('saml_application_configs')
    .set(changes)
    .where('application_id', '=', applicationId)
    .returningAll()
    .executeTakeFirstOrThrow();

/** The certificates of an application, oldest first. */
export const findSamlSecrets = (scope: TenantScope, applicationId: string) =>
  scope
    .selectFrom('saml_application_secrets')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();

export const findSamlSecretById = (scope: TenantScope, applicationId: string, id: string) =>
  scope
    .selectFrom('saml_application_secrets')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('id', '=', id)
    .executeTakeFirst();

export const findActiveSamlSecret = (scope: TenantScope, applicationId: string) =>
  scope
    .selectFrom('saml_application_secrets')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('active', '=', true)
    .executeTakeFirst();

export const insertSamlSecret = (
  scope: TenantScope,
  secret: Omit<Insertable<SamlApplicationSecretsTable>, 'tenant_id'>,
) => scope.insertInto('saml_application_secrets', secret).returningAll().executeTakeFirstOrThrow();

/** Sets `active` on one certificate; activating first clears the others (one statement each). */
export async function updateSamlSecretActive(
  scope: TenantScope,
  applicationId: string,
  id: string,
  active: boolean,
) {
  if (active) {
    await scope
      .updateTable('saml_application_secrets')
      .set({ active: false })
      .where('application_id', '=', applicationId)
      .where('id', '!=', id)
      .where('active', '=', true)
      .execute();
  }
  return scope
    .updateTable('saml_application_secrets')
    .set({ active })
    .where('application_id', '=', applicationId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const deleteSamlSecretById = async (
  scope: TenantScope,
  applicationId: string,
  id: string,
) => {
  const result = await scope
    .deleteFrom('saml_application_secrets')
    .where('application_id', '=', applicationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

export const insertSamlSession = (
  scope: TenantScope,
  session: Omit<Insertable<SamlApplicationSessionsTable>, 'tenant_id'>,
) => scope.insertInto('saml_application_sessions', session).execute();

/** Takes a pending sign-in out (single use): the row is deleted as it is read. */
export const deleteSamlSessionById = (scope: TenantScope, applicationId: string, id: string) =>
  scope
    .deleteFrom('saml_application_sessions')
    .where('application_id', '=', applicationId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/** Drops pending sign-ins of the tenant that expired, so abandoned ones do not pile up. */
export const deleteExpiredSamlSessions = (scope: TenantScope, now: Date) =>
  scope.deleteFrom('saml_application_sessions').where('expires_at', '<', now).execute();
