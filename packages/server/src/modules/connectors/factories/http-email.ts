import { factoryDescriptions } from './descriptions.js';
import { defineFactory } from './factory.js';
import { httpMessageConfigGuard, httpMessageFormItems, sendHttpMessage } from './http-message.js';

export const httpEmailFactory = defineFactory({
  metadata: {
    id: 'http-email',
    type: 'Email',
    target: 'http-email',
    platform: null,
    name: { en: 'HTTP email', de: 'HTTP-E-Mail', fr: 'E-mail HTTP', ja: 'HTTP メール', 'zh-CN': 'HTTP 邮件' },
    description: factoryDescriptions['http-email'],
    logo: '/connectors/http-email.svg',
    logoDark: null,
    readme: 'POSTs { to, type, payload: { code, locale, …the other variables of the usage, such as the link and organization of an invitation } } as JSON to the endpoint, signed with HMAC-SHA256 of the body.',
    formItems: httpMessageFormItems,
  },
  configGuard: httpMessageConfigGuard,
  send: (config, message, context) => sendHttpMessage('http-email', config, message, context),
});
