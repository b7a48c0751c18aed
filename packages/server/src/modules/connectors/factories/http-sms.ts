import { defineFactory } from './factory.js';
import { httpMessageConfigGuard, httpMessageFormItems, sendHttpMessage } from './http-message.js';

export const httpSmsFactory = defineFactory({
  metadata: {
    id: 'http-sms',
    type: 'Sms',
    target: 'http-sms',
    platform: null,
    name: { en: 'HTTP SMS', de: 'HTTP-SMS', fr: 'SMS HTTP', ja: 'HTTP SMS', 'zh-CN': 'HTTP 短信' },
    description: {
      en: 'Hand each text message to your own service over signed HTTP requests.',
      de: 'Jede SMS über signierte HTTP-Anfragen an deinen eigenen Dienst übergeben.',
      fr: 'Transmettre chaque SMS à votre propre service par requêtes HTTP signées.',
      ja: '署名付き HTTP リクエストで各 SMS を独自のサービスに渡します。',
      'zh-CN': '通过签名的 HTTP 请求将每条短信交给你自己的服务。',
    },
    logo: '/connectors/http-sms.svg',
    logoDark: null,
    readme: 'POSTs { to, type, payload: { code, locale } } as JSON to the endpoint, signed with HMAC-SHA256 of the body.',
    formItems: httpMessageFormItems,
  },
  configGuard: httpMessageConfigGuard,
  send: (config, message, context) => sendHttpMessage('http-sms', config, message, context),
});
