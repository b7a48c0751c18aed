import { RequestError } from '../../../errors/request-error.js';
import { demoEmailFactory } from './demo-email.js';
import type { ConnectorFactory } from './factory.js';
import { httpEmailFactory } from './http-email.js';
import { httpSmsFactory } from './http-sms.js';
import { sendGridEmailFactory } from './sendgrid-email.js';
import { smtpEmailFactory } from './smtp-email.js';
import { twilioSmsFactory } from './twilio-sms.js';
import { socialFactories } from './social/index.js';

export type { ConnectorFactory, OutgoingMessage, SendContext, SocialFactory } from './factory.js';

/** The built-in factories, in the order the console lists them. */
export const connectorFactories: readonly ConnectorFactory[] = [
  smtpEmailFactory,
  sendGridEmailFactory,
  httpEmailFactory,
  twilioSmsFactory,
  httpSmsFactory,
  demoEmailFactory,
  ...socialFactories,
];

const byId = new Map<string, ConnectorFactory>(connectorFactories.map((factory) => [factory.metadata.id, factory]));

export const findConnectorFactory = (id: string) => byId.get(id);

/** The factory `id`, or 404 `connector.factory_not_found`. */
export const requireConnectorFactory = (id: string, status: 400 | 404 = 404) => {
  const factory = byId.get(id);
  if (!factory) {
    throw new RequestError('connector.factory_not_found', status, { id });
  }
  return factory;
};
