import { connectorApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { connectorFactories, requireConnectorFactory } from '../factories/index.js';

export const connectorRoute = routesOf({ tags: ['Connectors'], security });

export const connectorFactoryRoutes = () =>
  createRouter()
    .openapi(connectorRoute(connectorApi.listFactories), (c) =>
      c.json(connectorFactories.map((factory) => factory.metadata), 200),
    )
    .openapi(connectorRoute(connectorApi.getFactory), (c) =>
      c.json(requireConnectorFactory(c.req.valid('param').id).metadata, 200),
    );
