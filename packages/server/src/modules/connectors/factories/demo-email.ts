import { z } from 'zod';
import { assertTemplatesHaveCode, templatesGuard } from '../templates.js';
import { composeEmail } from './compose.js';
import { defineFactory } from './factory.js';
import { templatesFormItem } from './form-items.js';

/** Used when the config names none: every usage gets the same plain message. */
const defaultTemplates = [{ usageType: 'Generic' as const, subject: 'Your code', content: 'Your verification code is {{code}}.' }];

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
    description: {
      en: 'Writes each email to the server log instead of sending it. For development only.',
      de: 'Schreibt jede E-Mail ins Server-Log, statt sie zu senden. Nur für die Entwicklung.',
      fr: 'Écrit chaque e-mail dans le journal du serveur au lieu de l’envoyer. Pour le développement uniquement.',
      ja: 'メールを送信せずにサーバーログに書き込みます。開発専用です。',
      'zh-CN': '将每封邮件写入服务器日志而不是发送。仅用于开发。',
    },
    logo: '/connectors/demo-email.svg',
    logoDark: null,
    readme: 'Logs recipient, usage, subject and content at info level. Without templates every usage gets a plain message with the code.',
    formItems: [{ ...templatesFormItem, required: false }],
  },
  configGuard,
  assertRules: (config) => assertTemplatesHaveCode(config.templates ?? []),
  send: async (config, message, { logger }) => {
    const templates = config.templates ?? defaultTemplates.map((template) => ({ ...template, usageType: message.usageType }));
    const email = composeEmail({ templates }, message);
    logger.info(
      { connector: 'demo-email', to: message.to, usageType: message.usageType, subject: email.subject, content: email.content },
      'demo email (not sent)',
    );
  },
});
