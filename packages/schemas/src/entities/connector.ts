import { z } from 'zod';

import { i18nTextGuard, idGuard, jsonObjectGuard, timestampGuard } from './common';
import { connectorFormItemGuard } from './connector-form-item';

const connectorTypes = ['Sms', 'Email', 'Social'] as const;
export const connectorTypeGuard = z.enum(connectorTypes);
export type ConnectorType = z.infer<typeof connectorTypeGuard>;

/** The lowercase kinds used in console routes (`connectors/{tab}/create/{createType}`). */
export const connectorCreateTypes = ['social', 'email', 'sms'] as const;
export type ConnectorCreateType = (typeof connectorCreateTypes)[number];

const connectorPlatforms = ['Native', 'Universal', 'Web'] as const;
export const connectorPlatformGuard = z.enum(connectorPlatforms);
export type ConnectorPlatform = z.infer<typeof connectorPlatformGuard>;

/** Overrides of the factory's display metadata, stored per connector. */
export const connectorMetadataOverrideGuard = z
  .object({
    target: z.string().min(1),
    name: i18nTextGuard,
    logo: z.string(),
    logoDark: z.string().nullable(),
  })
  .partial();

/** A configured connector instance; `connectorId` names the factory it was made from. */
export const connectorGuard = z.object({
  id: idGuard,
  connectorId: z.string().min(1),
  config: jsonObjectGuard,
  metadata: connectorMetadataOverrideGuard,
  syncProfile: z.boolean(),
  createdAt: timestampGuard,
});
export type Connector = z.infer<typeof connectorGuard>;

/** A connector as console lists show it; social connectors are grouped by `target`. */
export const connectorResponseGuard = z.object({
  id: idGuard,
  connectorId: z.string(),
  isDemo: z.boolean().optional(),
  name: i18nTextGuard,
  description: i18nTextGuard,
  logo: z.string(),
  logoDark: z.string().nullable(),
  target: z.string(),
  type: connectorTypeGuard,
  isStandard: z.boolean().optional(),
  platform: connectorPlatformGuard.nullable(),
  /** The stored config; values of secret form items are masked (see `maskedSecret`). */
  config: jsonObjectGuard,
  syncProfile: z.boolean(),
  /** Whether the connector keeps the provider's tokens for the user; social connectors only. */
  enableTokenStorage: z.boolean(),
  metadata: connectorMetadataOverrideGuard,
  readme: z.string(),
  formItems: z.array(connectorFormItemGuard),
});
export type ConnectorResponse = z.infer<typeof connectorResponseGuard>;

/** `POST /api/connectors`. */
export const connectorCreateGuard = z.object({
  connectorId: z.string().min(1),
  id: idGuard.optional(),
  config: jsonObjectGuard.optional(),
  metadata: connectorMetadataOverrideGuard.optional(),
  syncProfile: z.boolean().optional(),
  /** Social connectors only: keep the provider's tokens of each user's sign-in (sealed at rest). */
  enableTokenStorage: z.boolean().optional(),
});
export type ConnectorCreate = z.infer<typeof connectorCreateGuard>;

/** `PATCH /api/connectors/{id}`. */
export const connectorPatchGuard = connectorCreateGuard.omit({ connectorId: true, id: true });
export type ConnectorPatch = z.infer<typeof connectorPatchGuard>;
