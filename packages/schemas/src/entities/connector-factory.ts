import { z } from 'zod';

import { i18nTextGuard } from './common';
import { connectorPlatformGuard, connectorTypeGuard } from './connector';
import { connectorFormItemGuard } from './connector-form-item';

/** The built-in factories' ids: a fixed set, so paths naming one are validated (and documented) as such. */
export const connectorFactoryIds = [
  'smtp-email',
  'sendgrid-email',
  'http-email',
  'twilio-sms',
  'http-sms',
  'demo-email',
  'oauth2',
  'oidc',
  'google-universal',
  'github-universal',
  'discord-web',
  'apple-universal',
  'microsoft-universal',
  'demo-google-social',
  'demo-github-social',
  'demo-discord-social',
] as const;
export const connectorFactoryIdGuard = z.enum(connectorFactoryIds);
export type ConnectorFactoryId = z.infer<typeof connectorFactoryIdGuard>;

/**
 * A kind of connector the server can make (SMTP email, HTTP SMS…): what `connectorId` of a
 * connector names. Built in and read-only.
 */
export const connectorFactoryResponseGuard = z.object({
  id: connectorFactoryIdGuard,
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
