import { z } from 'zod';

import { lengthLimits } from '../constants';
import { isValidRedirectUri, redirectUriKindOf } from '../validation/uris';
import {
  customClientMetadataBodyGuard,
  customClientMetadataGuard,
  oidcClientMetadataBodyGuard,
  oidcClientMetadataGuard,
} from './application-metadata';
import { idGuard, jsonObjectGuard, timestampGuard } from './common';
import {
  protectedAppMetadataCreateBodyGuard,
  protectedAppMetadataGuard,
  protectedAppMetadataPatchGuard,
} from './protected-app-metadata';

export * from './application-metadata';

export const applicationTypes = [
  'Native',
  'SPA',
  'Traditional',
  'MachineToMachine',
  'Protected',
  'SAML',
] as const;
export const applicationTypeGuard = z.enum(applicationTypes);
export type ApplicationType = z.infer<typeof applicationTypeGuard>;

const applicationNameGuard = z.string().min(1).max(lengthLimits.applicationName);

/** An application as the API answers; its secrets are never part of it. */
export const applicationGuard = z
  .object({
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
    createdAt: timestampGuard.meta({ description: 'Epoch milliseconds.' }),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof applicationGuard>;

/** `POST /api/applications` answers the initial secret of a confidential application, once. */
export const createdApplicationGuard = applicationGuard
  .extend({
    secret: z
      .string()
      .optional()
      .meta({ description: 'The initial secret of a confidential application, shown only now.' }),
  })
  .meta({ id: 'CreatedApplication' });
export type CreatedApplication = z.infer<typeof createdApplicationGuard>;

/** `GET /api/applications/{id}`: the application and whether it may call the Management API. */
export const applicationDetailsGuard = applicationGuard
  .extend({
    isAdmin: z
      .boolean()
      .meta({ description: 'Whether the application holds the built-in Management API access role.' }),
  })
  .meta({ id: 'ApplicationDetails' });
export type ApplicationDetails = z.infer<typeof applicationDetailsGuard>;

/** Why a redirect URI does not suit the application type, as the API reports it. */
export const redirectUriTypeMessage = (type: string) =>
  redirectUriKindOf(type) === 'native'
    ? 'Redirect URIs of native applications must use http, https or a custom scheme containing a dot'
    : 'Redirect URIs of this application type must use http or https';

/** Indexes of the redirect URIs the application type does not accept. */
export const invalidRedirectUriIndexes = (type: string, uris: readonly string[]): number[] =>
  uris.flatMap((uri, index) => (isValidRedirectUri(uri, redirectUriKindOf(type)) ? [] : [index]));

/** Redirect URIs that do not suit the stored type of an application being changed. */
export const invalidRedirectUrisFor = (
  type: ApplicationType,
  redirectUris: readonly string[],
): string[] => {
  const invalid = new Set(invalidRedirectUriIndexes(type, redirectUris));
  return redirectUris.filter((_uri, index) => invalid.has(index));
};

/** Custom-scheme redirect URIs are accepted for Native applications only. */
const redirectUrisMatchType = (
  {
    type,
    oidcClientMetadata,
  }: { type: ApplicationType; oidcClientMetadata?: { redirectUris?: string[] } },
  context: z.core.$RefinementCtx,
) => {
  for (const index of invalidRedirectUriIndexes(type, oidcClientMetadata?.redirectUris ?? [])) {
    context.addIssue({
      code: 'custom',
      path: ['oidcClientMetadata', 'redirectUris', index],
      message: redirectUriTypeMessage(type),
    });
  }
};

const applicationDescriptionGuard = z.string().max(4096).nullish();

/**
 * `POST /api/applications`, in the reference API's shape; custom-scheme redirect URIs are
 * accepted for Native only.
 */
export const applicationCreateBodyGuard = z
  .object({
    name: applicationNameGuard,
    type: applicationTypeGuard,
    description: applicationDescriptionGuard,
    oidcClientMetadata: oidcClientMetadataBodyGuard.optional(),
    customClientMetadata: customClientMetadataBodyGuard.optional(),
    protectedAppMetadata: protectedAppMetadataCreateBodyGuard
      .optional()
      .meta({ description: 'Required for Protected applications, refused for other types.' }),
    customData: jsonObjectGuard.optional(),
    isThirdParty: z.boolean().optional(),
  })
  .superRefine(redirectUrisMatchType);
export type ApplicationCreateBody = z.infer<typeof applicationCreateBodyGuard>;

/**
 * `PATCH /api/applications/{id}`. The type cannot change, so redirect URIs are checked against
 * it by the server, which knows the stored type; clients may send the type back with the rest of
 * the application, and a different one is refused (422 `application.invalid_type`). `isAdmin`
 * toggles the Management API access role of a machine-to-machine application.
 */
export const applicationPatchBodyGuard = z.object({
  name: applicationNameGuard.optional(),
  description: applicationDescriptionGuard,
  type: applicationTypeGuard
    .optional()
    .meta({ description: 'The type cannot change; a different value is refused.' }),
  oidcClientMetadata: oidcClientMetadataBodyGuard.optional(),
  customClientMetadata: customClientMetadataBodyGuard.optional(),
  protectedAppMetadata: protectedAppMetadataPatchGuard
    .nullish()
    .meta({ description: 'Protected applications only; `null` changes nothing.' }),
  customData: jsonObjectGuard.optional(),
  isAdmin: z
    .boolean()
    .optional()
    .meta({ description: 'Machine-to-machine only: grant or revoke the Management API access role.' }),
});
export type ApplicationPatchBody = z.infer<typeof applicationPatchBodyGuard>;

const splitApplicationTypes = (value: string | string[]) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);

/** `types` of the applications list may repeat (`?types=SPA&types=Native`) or list several (`?types=SPA,Native`). */
export const applicationTypesQueryGuard = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .superRefine((value, context) => {
    const unknown =
      value === undefined
        ? []
        : splitApplicationTypes(value).filter(
            (type) => !(applicationTypes as readonly string[]).includes(type),
          );
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `Unknown application types: ${unknown.join(', ')}` });
    }
  })
  .meta({ description: 'Application types to include, repeated or comma-separated.' });

/** The types a valid `types` query names, as a list. */
export const parseApplicationTypesQuery = (value: string | string[] | undefined) =>
  value === undefined ? undefined : (splitApplicationTypes(value) as ApplicationType[]);

/** `POST` and `PUT /api/applications/{applicationId}/roles`: machine-to-machine role ids. */
export const applicationRolesLinkGuard = z.object({ roleIds: z.array(z.string().min(1)) });
export type ApplicationRolesLink = z.infer<typeof applicationRolesLinkGuard>;

/** `POST /api/applications/{applicationId}/roles` answers which of the roles were new. */
export const applicationRolesAddedGuard = z.object({
  roleIds: z.array(z.string()),
  addedRoleIds: z.array(z.string()),
});

/** `PUT /api/applications/{applicationId}/roles` answers the roles the application now holds. */
export const applicationRolesReplacedGuard = z.object({ roleIds: z.array(z.string()) });
