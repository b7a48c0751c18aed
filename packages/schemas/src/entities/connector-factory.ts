import { z } from 'zod';

import { i18nTextGuard } from './common';
import { connectorPlatformGuard, connectorTypeGuard } from './connector';
import { connectorFormItemGuard } from './connector-form-item';

/**
 * A kind of connector the server can make (SMTP email, HTTP SMS…): what `connectorId` of a
 * connector names. Built in and read-only.
 */
export const connectorFactoryResponseGuard = z.object({
  id: z.string(),
  type: connectorTypeGuard,
  isDemo: z.boolean().optional(),
  target: z.string(),
  platform: connectorPlatformGuard.nullable(),
  name: i18nTextGuard,
  description: i18nTextGuard,
  logo: z.string(),
  logoDark: z.string().nullable(),
  readme: z.string(),
  isStandard: z.boolean().optional(),
  formItems: z.array(connectorFormItemGuard),
});
export type ConnectorFactoryResponse = z.infer<typeof connectorFactoryResponseGuard>;
