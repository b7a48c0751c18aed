import { factoryDescriptions } from './descriptions.js';
import { defineFactory } from './factory.js';
import { httpMessageConfigGuard, httpMessageFormItems, sendHttpMessage } from './http-message.js';

export const httpSmsFactory = defineFactory({
  metadata: {
    id: 'http-sms',
    type: 'Sms',
    target: 'http-sms',
    platform: null,
    name: { en: 'HTTP SMS', de: 'HTTP-SMS', fr: 'SMS HTTP', ja: 'HTTP SMS', 'zh-CN': 'HTTP 短信' },
    description: factoryDescriptions['http-sms'],
    logo: '/connectors/http-sms.svg',
    logoDark: null,
    readme: 'POSTs { to, type, payload: { code, locale, …the other variables of the usage, such as the link and organization of an invitation } } as JSON to the endpoint, signed with HMAC-SHA256 of the body.',
    formItems: httpMessageFormItems,
  },
  configGuard: httpMessageConfigGuard,
  send: (config, message, context) => sendHttpMessage('http-sms', config, message, context),
});
