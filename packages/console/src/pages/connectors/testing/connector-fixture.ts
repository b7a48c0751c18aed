import {
  maskSecret,
  type ConnectorFactoryResponse,
  type ConnectorFormItem,
  type ConnectorResponse,
} from '@tessera/schemas';

/** One item of every kind the config form draws, a secret among them. */
export const formItemsFixture: ConnectorFormItem[] = [
  { key: 'host', label: 'Host', type: 'Text', required: true, placeholder: 'smtp.example.com' },
  { key: 'port', label: 'Port', type: 'Number', required: true, defaultValue: 587 },
  {
    key: 'tlsMode',
    label: 'TLS mode',
    type: 'Select',
    required: true,
    defaultValue: 'starttls',
    selectItems: [
      { value: 'starttls', title: 'STARTTLS' },
      { value: 'tls', title: 'TLS' },
      { value: 'none', title: 'None' },
    ],
  },
  { key: 'password', label: 'Password', type: 'Text', isConfidential: true },
  { key: 'senderName', label: 'Sender name', type: 'Text' },
  { key: 'companyInformation', label: 'Company information', type: 'MultilineText' },
  { key: 'headers', label: 'Extra headers', type: 'Json' },
  { key: 'debug', label: 'Log the conversation', type: 'Switch', defaultValue: false },
  { key: 'templates', label: 'Templates', type: 'Json', required: true },
];

export const factoryFixture = (
  overrides: Partial<ConnectorFactoryResponse> = {},
): ConnectorFactoryResponse => ({
  id: 'smtp-email',
  type: 'Email',
  target: 'smtp',
  platform: null,
  name: { en: 'SMTP', de: 'SMTP (de)' },
  description: { en: 'Send emails through any SMTP server.' },
  logo: '/connectors/smtp.svg',
  logoDark: null,
  readme: '',
  isStandard: true,
  formItems: formItemsFixture,
  ...overrides,
});

export const smsFactoryFixture = factoryFixture({
  id: 'http-sms',
  type: 'Sms',
  target: 'http-sms',
  name: { en: 'HTTP SMS' },
  description: { en: 'Send text messages through an HTTP endpoint.' },
  formItems: [
    { key: 'endpoint', label: 'Endpoint', type: 'Text', required: true },
    { key: 'templates', label: 'Templates', type: 'Json', required: true },
  ],
});

export const storedPassword = 'hunter2-but-longer';

export const connectorFixture = (
  overrides: Partial<ConnectorResponse> = {},
): ConnectorResponse => ({
  id: 'conn1',
  connectorId: 'smtp-email',
  name: { en: 'SMTP' },
  description: { en: 'Send emails through any SMTP server.' },
  logo: '/connectors/smtp.svg',
  logoDark: null,
  target: 'smtp',
  type: 'Email',
  isStandard: true,
  platform: null,
  config: {
    host: 'smtp.example.com',
    port: 587,
    tlsMode: 'starttls',
    password: maskSecret(storedPassword),
    templates: [{ usageType: 'SignIn', subject: 'Your code', content: 'Sign in with {{code}}.' }],
  },
  syncProfile: false,
  enableTokenStorage: false,
  metadata: {},
  readme: '',
  formItems: formItemsFixture,
  ...overrides,
});

/** A GitHub-style OAuth factory: client credentials, a secret among them. */
export const socialFactoryFixture = factoryFixture({
  id: 'github-universal',
  type: 'Social',
  target: 'github',
  platform: 'Universal',
  name: { en: 'GitHub' },
  description: { en: 'Sign in with a GitHub account.' },
  logo: '/connectors/github.svg',
  formItems: [
    { key: 'clientId', label: 'Client ID', type: 'Text', required: true },
    { key: 'clientSecret', label: 'Client secret', type: 'Text', required: true, isConfidential: true },
  ],
});

export const socialConnectorFixture = (overrides: Partial<ConnectorResponse> = {}) =>
  connectorFixture({
    id: 'gh1',
    connectorId: 'github-universal',
    name: { en: 'GitHub' },
    description: { en: 'Sign in with a GitHub account.' },
    logo: '/connectors/github.svg',
    target: 'github',
    type: 'Social',
    platform: 'Universal',
    config: { clientId: 'Iv1.abc', clientSecret: maskSecret('gh-secret-value') },
    formItems: socialFactoryFixture.formItems,
    ...overrides,
  });
