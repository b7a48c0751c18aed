import { createRouter } from '../../../http/create-router.js';
import { oidcKeyRoutes } from './oidc-keys.js';
import { settingsRoutes } from './settings.js';

/**
 * `/configs`: the tenant's settings and its OIDC signing and cookie keys. Settings come first:
 * `/configs/oidc/session` would otherwise be taken for a key type.
 */
export const configsArea = () => createRouter().route('/', settingsRoutes()).route('/', oidcKeyRoutes());
