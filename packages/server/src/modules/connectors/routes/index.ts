import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { connectorFactoryRoutes } from './connector-factories.js';
import { connectorRoutes } from './connectors.js';

/** `/connector-factories` (read-only, built in) and the tenant's `/connectors`. */
export const connectorsArea = ({ vault }: Pick<AppContext, 'vault'>) =>
  createRouter().route('/', connectorFactoryRoutes()).route('/', connectorRoutes(vault));
