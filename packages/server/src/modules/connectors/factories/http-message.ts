import { createHmac } from 'node:crypto';
import type { ConnectorFormItem } from '@tessera/schemas';
import { httpConnectorSignatureHeader, webUrlGuard } from '@tessera/schemas';
import { z } from 'zod';
import { templateVariablesOf } from './compose.js';
import type { OutgoingMessage, SendContext } from './factory.js';
import { postToService } from './service-request.js';

/** The config of the HTTP email and HTTP SMS factories. */
export const httpMessageConfigGuard = z.object({
  endpoint: webUrlGuard,
  /** Shared with the receiver, which recomputes the signature to trust the request. */
  signingSecret: z.string().min(16).max(256),
  /** Extra headers sent with each request (an API gateway key…). */
  headers: z.record(z.string(), z.string()).optional(),
});

export const httpMessageFormItems: ConnectorFormItem[] = [
  {
    key: 'endpoint',
    label: 'Endpoint',
    type: 'Text',
    required: true,
    placeholder: 'https://example.com/messages',
  },
  {
    key: 'signingSecret',
    label: 'Signing secret',
    type: 'Text',
    required: true,
    isConfidential: true,
    description: `At least 16 characters; each request carries the HMAC-SHA256 of its body in the ${httpConnectorSignatureHeader} header.`,
  },
  {
    key: 'headers',
    label: 'Headers',
    type: 'Json',
    description: 'Extra request headers, as a JSON object of strings.',
  },
];

/**
 * POSTs `{ to, type, payload: { code, locale, …the usage's other variables } }` to the endpoint: the receiving service owns
 * the wording and delivery, Tessera only says who gets which code for what.
 */
export async function sendHttpMessage(
  factoryId: string,
  config: z.infer<typeof httpMessageConfigGuard>,
  message: OutgoingMessage,
  context: SendContext,
) {
  const body = JSON.stringify({
    to: message.to,
    type: message.usageType,
    payload: { ...templateVariablesOf(message), ...(message.locale ? { locale: message.locale } : {}) },
  });
  const signature = createHmac('sha256', config.signingSecret).update(body).digest('hex');
  await postToService(
    {
      factoryId,
      url: config.endpoint,
      headers: {
        ...config.headers,
        'content-type': 'application/json',
        [httpConnectorSignatureHeader]: signature,
      },
      body,
    },
    context,
  );
}
