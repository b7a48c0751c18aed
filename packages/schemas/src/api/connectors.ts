import { z } from 'zod';

import {
  connectorCreateGuard,
  connectorPatchGuard,
  connectorResponseGuard,
} from '../entities/connector';
import { connectorFactoryResponseGuard } from '../entities/connector-factory';
import { jsonObjectGuard, languageTagGuard } from '../entities/common';
import { emailGuard, phoneGuard } from '../validation/field-guards';
import { defineEndpoint } from './endpoint';
import { pathParams } from './params';

/** `POST /connectors/{factoryId}/test`: where to send a test message, with an unsaved config. */
export const connectorTestGuard = z.object({
  email: emailGuard.optional(),
  phone: phoneGuard.optional(),
  config: jsonObjectGuard,
  locale: languageTagGuard.optional(),
});
export type ConnectorTest = z.infer<typeof connectorTestGuard>;

const configFailures = 'Invalid body, or the config does not fit the factory (`connector.invalid_config_guard`), or a template lacks `{{code}}`.';

/** The connectors area: the built-in factories, the tenant's connectors, and test messages. */
export const connectorApi = {
  listFactories: defineEndpoint({
    method: 'get',
    path: '/connector-factories',
    summary: 'List connector factories',
    description: 'The kinds of connector the server can make, each with its config form.',
    response: z.array(connectorFactoryResponseGuard),
    returns: 'Every factory.',
  }),
  getFactory: defineEndpoint({
    method: 'get',
    path: '/connector-factories/{id}',
    summary: 'Get a connector factory',
    params: pathParams('id'),
    response: connectorFactoryResponseGuard,
    returns: 'The factory.',
    failures: { 404: 'No factory with this id.' },
  }),
  list: defineEndpoint({
    method: 'get',
    path: '/connectors',
    summary: 'List connectors',
    description: 'The tenant\'s connectors, newest first; secrets in configs are masked.',
    query: z.object({ target: z.string().optional() }),
    response: z.array(connectorResponseGuard),
    returns: 'Every connector.',
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/connectors',
    summary: 'Create a connector',
    description:
      'Makes a connector from the factory `connectorId` with a config checked against the factory. A tenant has at most one email and one SMS connector.',
    body: connectorCreateGuard,
    response: connectorResponseGuard,
    returns: 'The created connector, secrets masked.',
    failures: {
      400: configFailures,
      404: 'No factory with this id.',
      422: 'The tenant has a connector of this kind already, or the id is in use.',
    },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/connectors/{id}',
    summary: 'Get a connector',
    params: pathParams('id'),
    response: connectorResponseGuard,
    returns: 'The connector, secrets masked.',
    failures: { 404: 'No connector with this id.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/connectors/{id}',
    summary: 'Update a connector',
    description: 'A config replaces the stored one; a secret sent back masked keeps the stored value.',
    params: pathParams('id'),
    body: connectorPatchGuard,
    response: connectorResponseGuard,
    returns: 'The updated connector, secrets masked.',
    failures: { 400: configFailures, 404: 'No connector with this id.' },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/connectors/{id}',
    summary: 'Delete a connector',
    params: pathParams('id'),
    returns: 'Deleted.',
    failures: { 404: 'No connector with this id.' },
  }),
  test: defineEndpoint({
    method: 'post',
    path: '/connectors/{factoryId}/test',
    summary: 'Send a test message',
    description:
      'Checks the config against the factory and sends the Generic template with a sample code to `email` (email factories) or `phone` (SMS factories), without saving anything.',
    params: pathParams('factoryId'),
    body: connectorTestGuard,
    returns: 'Sent.',
    failures: {
      400: `${configFailures} Or the message could not be sent (\`connector.general\`), or the address is missing.`,
      404: 'No factory with this id.',
    },
  }),
};
