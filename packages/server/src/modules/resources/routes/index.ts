import { createRouter } from '../../../http/create-router.js';
import { resourceRoutes } from './resources.js';
import { resourceScopeRoutes } from './scopes.js';

/** `/resources` and the scopes of each resource. */
export const resourcesArea = () => createRouter().route('/', resourceRoutes()).route('/', resourceScopeRoutes());
