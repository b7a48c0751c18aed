import { webUrlGuard } from '@tessera/schemas';
import { z } from 'zod';
import { assertTemplatesHaveVariables, templatesGuard } from '../templates.js';
import { composeSms } from './compose.js';
import { factoryDescriptions } from './descriptions.js';
import { defineFactory } from './factory.js';
import { templatesFormItem } from './form-items.js';
import { postToService } from './service-request.js';

const configGuard = z.object({
  /** Twilio's API, or a compatible one (and a local receiver in tests). */
  baseUrl: webUrlGuard.default('https://api.twilio.com'),
  accountSid: z.string().regex(/^\w+$/),
  authToken: z.string().min(1),
  /** The sending phone number, or a messaging service id (`MG…`). */
  from: z.string().min(1),
  templates: templatesGuard,
});

export const twilioSmsFactory = defineFactory({
  metadata: {
    id: 'twilio-sms',
    type: 'Sms',
    target: 'twilio',
    platform: null,
    name: { en: 'Twilio' },
    description: factoryDescriptions['twilio-sms'],
    logo: '/connectors/twilio.svg',
    logoDark: null,
    readme:
      'Sends each template through POST {baseUrl}/2010-04-01/Accounts/{accountSid}/Messages.json, form-encoded, with basic authentication.',
    isStandard: true,
    formItems: [
      {
        key: 'baseUrl',
        label: 'API base URL',
        type: 'Text',
        defaultValue: 'https://api.twilio.com',
      },
      { key: 'accountSid', label: 'Account SID', type: 'Text', required: true },
      { key: 'authToken', label: 'Auth token', type: 'Text', required: true, isConfidential: true },
      { key: 'from', label: 'From', type: 'Text', required: true, placeholder: '+15550100 or MG…' },
      templatesFormItem,
    ],
  },
  configGuard,
  assertRules: (config) => assertTemplatesHaveVariables(config.templates),
  send: async (config, message, context) => {
    const form = new URLSearchParams({
      To: message.to,
      [config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From']: config.from,
      Body: composeSms(config.templates, message),
    });
    const credentials = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
    await postToService(
      {
        factoryId: 'twilio-sms',
        url: `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${config.accountSid}/Messages.json`,
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      },
      context,
    );
  },
});
