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

/** The variable a verification template must contain; replaced by the one-time code. */
export const templateCodeVariable = '{{code}}';

/** The variable an `OrganizationInvitation` template must contain; replaced by the invitation link. */
export const templateLinkVariable = '{{link}}';

/**
 * The variables each usage fills. Verification messages carry the one-time code; invitations
 * carry the link to open and who invites to what (`{{code}}` there is the link as well, so
 * templates written before `{{link}}` keep working).
 */
export const templateVariablesByUsage = {
  SignIn: ['code'],
  Register: ['code'],
  ForgotPassword: ['code'],
  OrganizationInvitation: [
    'link',
    'organization.id',
    'organization.name',
    'inviter.name',
    'inviter.email',
    'invitee.email',
    'code',
  ],
  Generic: ['code'],
  UserPermissionValidation: ['code'],
  BindNewIdentifier: ['code'],
  MfaVerification: ['code'],
} as const satisfies Record<ConnectorTemplateUsageType, readonly [string, ...string[]]>;

/** The variable a template of this usage cannot do without (the first of its variables). */
export const requiredTemplateVariable = (usageType: ConnectorTemplateUsageType) =>
  templateVariablesByUsage[usageType][0];

/** `{{name}}` as written in templates. */
export const templateVariableText = (name: string) => `{{${name}}}`;

/** Whether a template text uses a variable, spaces inside the braces allowed (`{{ link }}`). */
export const usesTemplateVariable = (text: string, name: string) =>
  new RegExp(`\\{\\{\\s*${name.replaceAll('.', '\\.')}\\s*\\}\\}`).test(text);

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
