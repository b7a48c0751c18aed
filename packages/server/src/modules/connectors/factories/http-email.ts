import { defineFactory } from './factory.js';
import { httpMessageConfigGuard, httpMessageFormItems, sendHttpMessage } from './http-message.js';

export const httpEmailFactory = defineFactory({
  metadata: {
    id: 'http-email',
    type: 'Email',
    target: 'http-email',
    platform: null,
    name: { en: 'HTTP email', de: 'HTTP-E-Mail', fr: 'E-mail HTTP', ja: 'HTTP メール', 'zh-CN': 'HTTP 邮件' },
    description: {
      en: 'Hand each email to your own service over signed HTTP requests.',
      de: 'Jede E-Mail über signierte HTTP-Anfragen an deinen eigenen Dienst übergeben.',
      fr: 'Transmettre chaque e-mail à votre propre service par requêtes HTTP signées.',
      ja: '署名付き HTTP リクエストで各メールを独自のサービスに渡します。',
      'zh-CN': '通过签名的 HTTP 请求将每封邮件交给你自己的服务。',
    },
    logo: '/connectors/http-email.svg',
    logoDark: null,
    readme: 'POSTs { to, type, payload: { code, locale } } as JSON to the endpoint, signed with HMAC-SHA256 of the body.',
    formItems: httpMessageFormItems,
  },
  configGuard: httpMessageConfigGuard,
  send: (config, message, context) => sendHttpMessage('http-email', config, message, context),
});
