import { connectorApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import type { OutboundFetch } from '../../../http/outbound-fetch.js';
import type { SecretVault } from '../../../utils/secret-vault.js';
import {
  createConnector,
  deleteConnector,
  describeConnector,
  listConnectors,
  requireConnector,
  updateConnector,
} from '../service.js';
import { sendTestMessage } from '../test-message.js';
import { connectorRoute } from './connector-factories.js';

/** `vault` opens and seals connector configs. */
export const connectorRoutes = (vault: SecretVault, outbound: OutboundFetch) =>
  createRouter()
    .openapi(connectorRoute(connectorApi.list), async (c) =>
      c.json(await listConnectors(c.get('scope'), vault, c.req.valid('query').target), 200),
    )
    .openapi(connectorRoute(connectorApi.create), async (c) =>
      c.json(await createConnector(c.get('scope'), vault, c.req.valid('json')), 200),
    )
    .openapi(connectorRoute(connectorApi.get), async (c) =>
      c.json(describeConnector(vault, await requireConnector(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(connectorRoute(connectorApi.update), async (c) =>
      c.json(await updateConnector(c.get('scope'), vault, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(connectorRoute(connectorApi.delete), async (c) => {
      await deleteConnector(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(connectorRoute(connectorApi.test), async (c) => {
      const logger = c.get('logger');
      await sendTestMessage(c.get('scope'), { vault, logger, outbound }, c.req.valid('param').factoryId, c.req.valid('json'));
      return c.body(null, 204);
    });
