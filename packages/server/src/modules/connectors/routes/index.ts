import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { connectorFactoryRoutes } from './connector-factories.js';
import { connectorRoutes } from './connectors.js';
import { socialConnectorRoutes } from './social.js';

/** `/connector-factories` (read-only, built in) and the tenant's `/connectors`. */
export const connectorsArea = (context: Pick<AppContext, 'vault' | 'config' | 'ephemeral' | 'outbound'>) =>
  createRouter()
    .route('/', connectorFactoryRoutes())
    .route('/', connectorRoutes(context.vault, context.outbound))
    .route('/', socialConnectorRoutes(context));
