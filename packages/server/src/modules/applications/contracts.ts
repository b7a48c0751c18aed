import { z } from '@hono/zod-openapi';
import {
  applicationTypes,
  customClientMetadataGuard,
  hostnameGuard,
  jsonObjectGuard,
  lengthLimits,
  oidcClientMetadataGuard,
  originGuard,
  pageRuleGuard,
  protectedAppMetadataPatchGuard,
} from '@tessera/schemas';
import { invalidRedirectUriIndexes, redirectUriTypeMessage } from './metadata-rules.js';

/** Request bodies of the application endpoints, built from the shared entity rules. */

const nameGuard = z.string().min(1).max(lengthLimits.applicationName);
const descriptionGuard = z.string().max(4096).nullish();

export const oidcClientMetadataInput = oidcClientMetadataGuard.partial();

/** CORS origins are checked by the service, which answers `application.invalid_cors_origin`. */
export const customClientMetadataInput = customClientMetadataGuard.extend({
  corsAllowedOrigins: z.array(z.string().max(2048)).optional(),
});

export const protectedAppMetadataInput = z.object({
  host: hostnameGuard,
  origin: originGuard,
  sessionDuration: z.int().positive().optional(),
  pageRules: z.array(pageRuleGuard).optional(),
});

export const applicationCreateBody = z
  .object({
    name: nameGuard,
    type: z.enum(applicationTypes),
    description: descriptionGuard,
    oidcClientMetadata: oidcClientMetadataInput.optional(),
    customClientMetadata: customClientMetadataInput.optional(),
    protectedAppMetadata: protectedAppMetadataInput.optional().openapi({
      description: 'Required for Protected applications, refused for other types.',
    }),
    customData: jsonObjectGuard.optional(),
    isThirdParty: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    for (const index of invalidRedirectUriIndexes(body.type, body.oidcClientMetadata?.redirectUris ?? [])) {
      context.addIssue({
        code: 'custom',
        path: ['oidcClientMetadata', 'redirectUris', index],
        message: redirectUriTypeMessage(body.type),
      });
    }
  });

export const applicationPatchBody = z.object({
  name: nameGuard.optional(),
  type: z
    .enum(applicationTypes)
    .optional()
    .openapi({ description: 'The type cannot change; a different value is refused.' }),
  description: descriptionGuard,
  oidcClientMetadata: oidcClientMetadataInput.optional(),
  customClientMetadata: customClientMetadataInput.optional(),
  protectedAppMetadata: protectedAppMetadataPatchGuard.optional(),
  customData: jsonObjectGuard.optional(),
  isAdmin: z
    .boolean()
    .optional()
    .openapi({ description: 'Machine-to-machine only: grant or revoke the Management API access role.' }),
});

const splitTypes = (value: string | string[]) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);

/** `types` may repeat (`?types=SPA&types=Native`) or list several (`?types=SPA,Native`). */
export const applicationTypesQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .superRefine((value, context) => {
    const unknown = value === undefined ? [] : splitTypes(value).filter((type) => !(applicationTypes as readonly string[]).includes(type));
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `Unknown application types: ${unknown.join(', ')}` });
    }
  })
  .openapi({ description: 'Application types to include, repeated or comma-separated.' });

export const parseApplicationTypes = (value: string | string[] | undefined) =>
  value === undefined ? undefined : splitTypes(value);
