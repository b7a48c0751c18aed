import { createRouter } from '../../../http/create-router.js';
import { oidcKeyRoutes } from './oidc-keys.js';

/** `/configs`: the tenant's OIDC signing and cookie keys. */
export const configsArea = () => createRouter().route('/', oidcKeyRoutes());
