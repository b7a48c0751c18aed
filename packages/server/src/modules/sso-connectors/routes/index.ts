import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { idpInitiatedAuthConfigRoutes } from './idp-initiated-auth-config.js';
import { ssoConnectorRoutes } from './sso-connectors.js';

/** Enterprise single sign-on: the providers, the tenant's SSO connectors and their IdP-initiated settings (Management API). */
export const ssoConnectorsArea = (context: AppContext) =>
  createRouter().route('/', ssoConnectorRoutes(context)).route('/', idpInitiatedAuthConfigRoutes());
