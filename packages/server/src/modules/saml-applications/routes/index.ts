import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { samlApplicationRoutes } from './saml-applications.js';

/** The SAML applications area of the Management API (behind the management guard). */
export const samlApplicationsArea = (context: AppContext) =>
  createRouter().route('/', samlApplicationRoutes(context));

export { samlAuthnRoutes } from './authn.js';
