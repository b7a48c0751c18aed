import { wellKnownApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { findTenantById } from '../../../tenancy/tenant-queries.js';
import { findConnectorTypes } from '../../connectors/queries.js';
import { findExperiencePhrases } from '../../custom-phrases/experience-phrases.js';
import { findSignInExperience } from '../../sign-in-exp/service.js';
import { findSignInSsoConnectors } from '../../sso-connectors/sign-in-connectors.js';

const wellKnownRoute = routesOf({ tags: ['Well-known'] });

/**
 * What the sign-in app reads before anyone signs in, for the addressed tenant: its sign-in
 * experience (with the SSO connectors it offers) and its phrases. Public, like the app itself.
 */
export const signInAppWellKnownRoutes = ({ database, vault }: Pick<AppContext, 'database' | 'vault'>) =>
  createRouter()
    .openapi(wellKnownRoute(wellKnownApi.getSignInExperience), async (c) => {
      const scope = c.get('scope');
      const [signInExperience, connectorKinds, tenant, ssoConnectors] = await Promise.all([
        findSignInExperience(scope),
        findConnectorTypes(scope),
        findTenantById(database.db, scope.tenantId),
        findSignInSsoConnectors(scope, vault),
      ]);
      return c.json(
        {
          tenantId: scope.tenantId,
          ...signInExperience,
          // A reset code goes out through the tenant's email or SMS connector.
          forgotPassword: { email: connectorKinds.has('Email'), phone: connectorKinds.has('Sms') },
          // Social sign-in buttons are not offered here yet: the list stays empty until they are.
          socialConnectors: [],
          // Enterprise connectors are offered only while single sign-on is on.
          ssoConnectors: signInExperience.singleSignOnEnabled ? ssoConnectors : [],
          isDevelopmentTenant: tenant?.tag === 'development',
        },
        200,
      );
    })
    .openapi(wellKnownRoute(wellKnownApi.getPhrases), async (c) => {
      const { language, phrases } = await findExperiencePhrases(c.get('scope'), {
        lng: c.req.valid('query').lng,
        acceptLanguage: c.req.header('Accept-Language'),
      });
      c.header('Content-Language', language);
      c.header('Vary', 'Accept-Language');
      return c.json(phrases, 200);
    });
