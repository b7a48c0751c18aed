import { webUrlGuard } from '@tessera/schemas';
import { z } from 'zod';
import { assertTemplatesHaveVariables } from '../templates.js';
import { composeEmail } from './compose.js';
import { factoryDescriptions } from './descriptions.js';
import { defineFactory } from './factory.js';
import {
  companyInformationFormItem,
  fromEmailFormItem,
  senderNameFormItem,
  templatesFormItem,
} from './form-items.js';
import { assertSenderTexts, emailSenderConfigShape } from './sender-rules.js';
import { postToService } from './service-request.js';

const configGuard = z.object({
  /** SendGrid's API, or a compatible one (and a local receiver in tests). */
  baseUrl: webUrlGuard.default('https://api.sendgrid.com'),
  apiKey: z.string().min(1),
  ...emailSenderConfigShape,
});

export const sendGridEmailFactory = defineFactory({
  metadata: {
    id: 'sendgrid-email',
    type: 'Email',
    target: 'sendgrid',
    platform: null,
    name: { en: 'SendGrid' },
    description: factoryDescriptions['sendgrid-email'],
    logo: '/connectors/sendgrid.svg',
    logoDark: null,
    readme:
      'Sends each template through POST {baseUrl}/v3/mail/send with the API key as a bearer token.',
    isStandard: true,
    formItems: [
      {
        key: 'baseUrl',
        label: 'API base URL',
        type: 'Text',
        defaultValue: 'https://api.sendgrid.com',
      },
      { key: 'apiKey', label: 'API key', type: 'Text', required: true, isConfidential: true },
      fromEmailFormItem,
      senderNameFormItem,
      companyInformationFormItem,
      templatesFormItem,
    ],
  },
  configGuard,
  assertRules: (config) => {
    assertSenderTexts(config);
    assertTemplatesHaveVariables(config.templates);
  },
  send: async (config, message, context) => {
    const email = composeEmail(config, message);
    const body = {
      personalizations: [{ to: [{ email: message.to }] }],
      from: { email: config.fromEmail, ...(config.senderName ? { name: config.senderName } : {}) },
      subject: email.subject,
      content: [{ type: email.contentType, value: email.content }],
    };
    await postToService(
      {
        factoryId: 'sendgrid-email',
        url: `${config.baseUrl.replace(/\/+$/, '')}/v3/mail/send`,
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      context,
    );
  },
});
