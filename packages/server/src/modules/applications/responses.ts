import { z } from '@hono/zod-openapi';
import { applicationTypes, type ApplicationType } from '@tessera/schemas';
import type { ApplicationRow, ApplicationSecretRow } from './queries.js';

const timestamp = z.number().openapi({ description: 'Epoch milliseconds.' });

export const oidcClientMetadataResponse = z.object({
  redirectUris: z.array(z.string()),
  postLogoutRedirectUris: z.array(z.string()),
  backchannelLogoutUri: z.string().optional(),
  backchannelLogoutSessionRequired: z.boolean().optional(),
  logoUri: z.string().optional(),
});
export type OidcClientMetadataResponse = z.infer<typeof oidcClientMetadataResponse>;

export const customClientMetadataResponse = z.object({
  corsAllowedOrigins: z.array(z.string()).optional(),
  idTokenTtl: z.number().optional(),
  refreshTokenTtl: z.number().optional(),
  refreshTokenTtlInDays: z.number().optional(),
  alwaysIssueRefreshToken: z.boolean().optional(),
  rotateRefreshToken: z.boolean().optional(),
});
export type CustomClientMetadataResponse = z.infer<typeof customClientMetadataResponse>;

export const protectedAppMetadataResponse = z.object({
  host: z.string(),
  origin: z.string(),
  sessionDuration: z.number().openapi({ description: 'Seconds a signed-in session lasts.' }),
  pageRules: z.array(z.object({ path: z.string() })),
});
export type ProtectedAppMetadataResponse = z.infer<typeof protectedAppMetadataResponse>;

export const applicationResponse = z
  .object({
    tenantId: z.string(),
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    type: z.enum(applicationTypes),
    oidcClientMetadata: oidcClientMetadataResponse,
    customClientMetadata: customClientMetadataResponse,
    protectedAppMetadata: protectedAppMetadataResponse.nullable(),
    customData: z.record(z.string(), z.unknown()),
    isThirdParty: z.boolean(),
    createdAt: timestamp,
  })
  .openapi('Application');
export type ApplicationResponse = z.infer<typeof applicationResponse>;

export const createdApplicationResponse = applicationResponse
  .extend({
    secret: z
      .string()
      .optional()
      .openapi({ description: 'The initial secret of a confidential application, shown only now.' }),
  })
  .openapi('CreatedApplication');

export const applicationDetailsResponse = applicationResponse
  .extend({
    isAdmin: z
      .boolean()
      .openapi({ description: 'Whether the application holds the built-in Management API access role.' }),
  })
  .openapi('ApplicationDetails');

export const applicationSecretResponse = z
  .object({
    tenantId: z.string(),
    applicationId: z.string(),
    name: z.string(),
    createdAt: timestamp,
    expiresAt: timestamp.nullable(),
  })
  .openapi('ApplicationSecret');
export type ApplicationSecretResponse = z.infer<typeof applicationSecretResponse>;

export const createdApplicationSecretResponse = applicationSecretResponse
  .extend({ value: z.string().openapi({ description: 'The secret, shown only in this response.' }) })
  .openapi('CreatedApplicationSecret');

export const toOidcClientMetadataResponse = (stored: Record<string, unknown>): OidcClientMetadataResponse => {
  const metadata = stored as Partial<OidcClientMetadataResponse>;
  return {
    ...metadata,
    redirectUris: metadata.redirectUris ?? [],
    postLogoutRedirectUris: metadata.postLogoutRedirectUris ?? [],
  };
};

export const toApplicationResponse = (row: ApplicationRow): ApplicationResponse => ({
  tenantId: row.tenant_id,
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type as ApplicationType,
  oidcClientMetadata: toOidcClientMetadataResponse(row.oidc_client_metadata),
  customClientMetadata: row.custom_client_metadata as CustomClientMetadataResponse,
  protectedAppMetadata: row.protected_app_metadata as ProtectedAppMetadataResponse | null,
  customData: row.custom_data,
  isThirdParty: row.is_third_party,
  createdAt: row.created_at.getTime(),
});

export const toApplicationSecretResponse = (row: ApplicationSecretRow): ApplicationSecretResponse => ({
  tenantId: row.tenant_id,
  applicationId: row.application_id,
  name: row.name,
  createdAt: row.created_at.getTime(),
  expiresAt: row.expires_at ? row.expires_at.getTime() : null,
});
