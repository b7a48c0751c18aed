import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { ssoConnectorRoutes } from './sso-connectors.js';

/** Enterprise single sign-on: the providers and the tenant's SSO connectors (Management API). */
export const ssoConnectorsArea = (context: AppContext) => createRouter().route('/', ssoConnectorRoutes(context));
