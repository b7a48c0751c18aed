import type { ConnectorFormItem } from '@tessera/schemas';

/** Form items several factories share. */
export const templatesFormItem: ConnectorFormItem = {
  key: 'templates',
  label: 'Templates',
  type: 'Json',
  required: true,
  description:
    'One entry per usage type (SignIn, Register, ForgotPassword, Generic, OrganizationInvitation, MfaVerification…): usageType, optional locale, subject (email), content with {{code}} (OrganizationInvitation: {{link}}), optional contentType.',
};

export const senderNameFormItem: ConnectorFormItem = {
  key: 'senderName',
  label: 'Sender name',
  type: 'Text',
  placeholder: 'Acme',
  description: 'Shown as the sender; no URL.',
};

export const companyInformationFormItem: ConnectorFormItem = {
  key: 'companyInformation',
  label: 'Company information',
  type: 'MultilineText',
  description: 'Appended to every email; no URL.',
};

export const fromEmailFormItem: ConnectorFormItem = {
  key: 'fromEmail',
  label: 'From email',
  type: 'Text',
  required: true,
  placeholder: 'noreply@example.com',
};
