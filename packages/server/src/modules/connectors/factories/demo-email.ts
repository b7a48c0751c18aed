import type { ConnectorTemplate, ConnectorTemplateUsageType } from '@tessera/schemas';
import { z } from 'zod';
import { assertTemplatesHaveVariables, templatesGuard } from '../templates.js';
import { composeEmail } from './compose.js';
import { factoryDescriptions } from './descriptions.js';
import { defineFactory } from './factory.js';
import { templatesFormItem } from './form-items.js';

/** Used when the config names none: every usage gets a plain message with its code, invitations their link. */
const defaultTemplate = (usageType: ConnectorTemplateUsageType): ConnectorTemplate =>
  usageType === 'OrganizationInvitation'
    ? { usageType, subject: 'Your invitation', content: 'You are invited to join {{organization.name}}: {{link}}' }
    : { usageType, subject: 'Your code', content: 'Your verification code is {{code}}.' };

const configGuard = z.object({
  templates: templatesGuard.optional(),
});

/**
 * For development: "sends" each email by writing it to the server log, so codes can be read
 * without a mail server. Holds no secrets; never meant for real users.
 */
export const demoEmailFactory = defineFactory({
  metadata: {
    id: 'demo-email',
    type: 'Email',
    isDemo: true,
    target: 'demo-email',
    platform: null,
    name: { en: 'Console email (demo)', de: 'Konsolen-E-Mail (Demo)', fr: 'E-mail console (démo)', ja: 'コンソールメール（デモ）', 'zh-CN': '控制台邮件（演示）' },
    description: factoryDescriptions['demo-email'],
    logo: '/connectors/demo-email.svg',
    logoDark: null,
    readme: 'Logs recipient, usage, subject and content at info level. Without templates every usage gets a plain message with the code (invitations: the link).',
    formItems: [{ ...templatesFormItem, required: false }],
  },
  configGuard,
  assertRules: (config) => assertTemplatesHaveVariables(config.templates ?? []),
  send: async (config, message, { logger }) => {
    const templates = config.templates ?? [defaultTemplate(message.usageType)];
    const email = composeEmail({ templates }, message);
    logger.info(
      { connector: 'demo-email', to: message.to, usageType: message.usageType, subject: email.subject, content: email.content },
      'demo email (not sent)',
    );
  },
});
