import { z } from 'zod';

import { languageTagGuard } from './common';

/**
 * What a message is sent for; each has its own template. The verification code types of
 * passcodes plus MFA verification.
 */
export const connectorTemplateUsageTypes = [
  'SignIn',
  'Register',
  'ForgotPassword',
  'OrganizationInvitation',
  'Generic',
  'UserPermissionValidation',
  'BindNewIdentifier',
  'MfaVerification',
] as const;
export const connectorTemplateUsageTypeGuard = z.enum(connectorTemplateUsageTypes);
export type ConnectorTemplateUsageType = z.infer<typeof connectorTemplateUsageTypeGuard>;

/** The variable a template must contain; replaced by the one-time code. */
export const templateCodeVariable = '{{code}}';

/**
 * One message template of an email or SMS connector. `locale` (a language tag) makes it the
 * template of that language; the template without `locale` is the fallback of every language.
 */
export const connectorTemplateGuard = z.object({
  usageType: connectorTemplateUsageTypeGuard,
  locale: languageTagGuard.optional(),
  /** Email only. */
  subject: z.string().max(256).optional(),
  content: z.string().min(1).max(20_000),
  /** Email only: how `content` is sent. */
  contentType: z.enum(['text/plain', 'text/html']).optional(),
});
export type ConnectorTemplate = z.infer<typeof connectorTemplateGuard>;
