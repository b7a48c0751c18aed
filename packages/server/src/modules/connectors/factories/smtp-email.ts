import { z } from 'zod';
import { RequestError } from '../../../errors/request-error.js';
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
import { sendPooled } from './smtp-pool.js';

/** Milliseconds an SMTP server may take per step before the send fails (the spec's 20 s timeout). */
const smtpTimeoutMs = 20_000;

const configGuard = z.object({
  host: z.string().min(1),
  port: z.number().int().min(1).max(65_535).default(587),
  /** `tls`: TLS from the first byte (port 465); `starttls`: upgrade required; `none`: plain text. */
  tlsMode: z.enum(['starttls', 'tls', 'none']).default('starttls'),
  username: z.string().optional(),
  password: z.string().optional(),
  ...emailSenderConfigShape,
});

export const smtpEmailFactory = defineFactory({
  metadata: {
    id: 'smtp-email',
    type: 'Email',
    target: 'smtp',
    platform: null,
    name: { en: 'SMTP', de: 'SMTP', fr: 'SMTP', ja: 'SMTP', 'zh-CN': 'SMTP' },
    description: factoryDescriptions['smtp-email'],
    logo: '/connectors/smtp.svg',
    logoDark: null,
    readme:
      'Connects to the SMTP server with the given TLS mode and credentials and sends each template as plain text or HTML.',
    isStandard: true,
    formItems: [
      { key: 'host', label: 'Host', type: 'Text', required: true, placeholder: 'smtp.example.com' },
      { key: 'port', label: 'Port', type: 'Number', required: true, defaultValue: 587 },
      {
        key: 'tlsMode',
        label: 'TLS',
        type: 'Select',
        required: true,
        defaultValue: 'starttls',
        selectItems: [
          { value: 'starttls', title: 'STARTTLS' },
          { value: 'tls', title: 'TLS' },
          { value: 'none', title: 'None' },
        ],
      },
      { key: 'username', label: 'Username', type: 'Text' },
      { key: 'password', label: 'Password', type: 'Text', isConfidential: true },
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
  send: async (config, message, { logger }) => {
    const email = composeEmail(config, message);
    const connection = {
      host: config.host,
      port: config.port,
      secure: config.tlsMode === 'tls',
      requireTLS: config.tlsMode === 'starttls',
      ignoreTLS: config.tlsMode === 'none',
      ...(config.username ? { auth: { user: config.username, pass: config.password ?? '' } } : {}),
      connectionTimeout: smtpTimeoutMs,
      greetingTimeout: smtpTimeoutMs,
      socketTimeout: smtpTimeoutMs,
    };
    try {
      await sendPooled(connection, {
        from: config.senderName
          ? { name: config.senderName, address: config.fromEmail }
          : config.fromEmail,
        to: message.to,
        subject: email.subject,
        ...(email.contentType === 'text/html' ? { html: email.content } : { text: email.content }),
      });
    } catch (error) {
      // nodemailer's error codes (EAUTH, ECONNECTION…) say what failed without any credential.
      const code = (error as { code?: unknown }).code;
      logger.warn(
        { connector: 'smtp-email', host: config.host, port: config.port, code },
        'SMTP server refused the message',
      );
      throw new RequestError(
        code === 'EAUTH' ? 'connector.invalid_config' : 'connector.general',
        400,
      );
    }
  },
});
