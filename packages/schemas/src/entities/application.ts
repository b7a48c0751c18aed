import { z } from 'zod';

import { lengthLimits } from '../constants';
import {
  originGuard,
  postLogoutRedirectUriGuard,
  redirectUriGuard,
  refreshTokenTtlInDaysGuard,
  webUrlGuard,
} from '../validation/field-guards';
import { isValidRedirectUri, redirectUriKindOf } from '../validation/uris';
import { idGuard, jsonObjectGuard, timestampGuard } from './common';
import {
  protectedAppMetadataCreateGuard,
  protectedAppMetadataGuard,
  protectedAppMetadataPatchGuard,
} from './protected-app-metadata';

export const applicationTypes = [
  'Native',
  'SPA',
  'Traditional',
  'MachineToMachine',
  'Protected',
] as const;
export const applicationTypeGuard = z.enum(applicationTypes);
export type ApplicationType = z.infer<typeof applicationTypeGuard>;

export const oidcClientMetadataGuard = z.object({
  redirectUris: z.array(redirectUriGuard),
  postLogoutRedirectUris: z.array(postLogoutRedirectUriGuard),
  backchannelLogoutUri: webUrlGuard.optional(),
  backchannelLogoutSessionRequired: z.boolean().optional(),
  logoUri: webUrlGuard.optional(),
});
export type OidcClientMetadata = z.infer<typeof oidcClientMetadataGuard>;

/** Token lifetimes are in seconds, except `refreshTokenTtlInDays` (1 to 90). */
export const customClientMetadataGuard = z.object({
  corsAllowedOrigins: z.array(originGuard).optional(),
  idTokenTtl: z.int().positive().optional(),
  refreshTokenTtl: z.int().positive().optional(),
  refreshTokenTtlInDays: refreshTokenTtlInDaysGuard.optional(),
  alwaysIssueRefreshToken: z.boolean().optional(),
  rotateRefreshToken: z.boolean().optional(),
});
export type CustomClientMetadata = z.infer<typeof customClientMetadataGuard>;

const applicationNameGuard = z.string().min(1).max(lengthLimits.applicationName);

/** An application as the API answers; its secrets are never part of it. */
export const applicationGuard = z.object({
  tenantId: z.string(),
  id: idGuard,
  name: applicationNameGuard,
  description: z.string().nullable(),
  type: applicationTypeGuard,
  oidcClientMetadata: oidcClientMetadataGuard,
  customClientMetadata: customClientMetadataGuard,
  protectedAppMetadata: protectedAppMetadataGuard.nullable(),
  customData: jsonObjectGuard,
  isThirdParty: z.boolean(),
  createdAt: timestampGuard,
});
export type Application = z.infer<typeof applicationGuard>;

const redirectUrisMatchType = (
  {
    type,
    oidcClientMetadata,
  }: { type?: ApplicationType; oidcClientMetadata?: { redirectUris?: string[] } },
  context: z.core.$RefinementCtx,
) => {
  const kind = redirectUriKindOf(type ?? 'SPA');
  for (const [index, uri] of (oidcClientMetadata?.redirectUris ?? []).entries()) {
    if (!isValidRedirectUri(uri, kind)) {
      context.addIssue({
        code: 'custom',
        path: ['oidcClientMetadata', 'redirectUris', index],
        message: 'Redirect URIs of this application type must use http or https',
      });
    }
  }
};

/** `POST /api/applications`; custom-scheme redirect URIs are accepted for Native only. */
export const applicationCreateGuard = z
  .object({
    name: applicationNameGuard,
    type: applicationTypeGuard,
    description: z.string().nullish(),
    oidcClientMetadata: oidcClientMetadataGuard.partial().optional(),
    customClientMetadata: customClientMetadataGuard.optional(),
    protectedAppMetadata: protectedAppMetadataCreateGuard.optional(),
    customData: jsonObjectGuard.optional(),
    isThirdParty: z.boolean().optional(),
  })
  .superRefine(redirectUrisMatchType);
export type ApplicationCreate = z.infer<typeof applicationCreateGuard>;

/**
 * `PATCH /api/applications/{id}`. The type cannot change, so redirect URIs are checked against it
 * by the service, which knows the stored type. `isAdmin` toggles the Management API admin role of
 * a machine-to-machine application.
 */
export const applicationPatchGuard = z.object({
  name: applicationNameGuard.optional(),
  description: z.string().nullish(),
  oidcClientMetadata: oidcClientMetadataGuard.partial().optional(),
  customClientMetadata: customClientMetadataGuard.optional(),
  protectedAppMetadata: protectedAppMetadataPatchGuard.optional(),
  customData: jsonObjectGuard.optional(),
  isAdmin: z.boolean().optional(),
});
export type ApplicationPatch = z.infer<typeof applicationPatchGuard>;

/** Checks redirect URIs of a patch against the stored application type; lists the bad ones. */
export const invalidRedirectUrisFor = (
  type: ApplicationType,
  redirectUris: readonly string[],
): string[] => redirectUris.filter((uri) => !isValidRedirectUri(uri, redirectUriKindOf(type)));
