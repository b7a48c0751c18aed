import { samlApplicationApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { requestTenantBaseUrl } from '../../../tenancy/tenant-base-url.js';
import { findActiveSamlSecret, findSamlSecrets } from '../queries.js';
import { toSamlApplicationResponse, toSamlSecretResponse } from '../responses.js';
import { identityProviderOf } from '../saml-entities.js';
import { loadSamlLibrary } from '../../../federation/saml/saml-library.js';
import {
  createSamlApplication,
  createSamlSecret,
  deleteSamlApplication,
  deleteSamlSecret,
  requireSamlApplication,
  setSamlSecretActive,
  updateSamlApplication,
} from '../service.js';

export const samlApplicationRoute = routesOf({ tags: ['SAML applications'], security });

/** `/saml-applications`: the SAML applications, their certificates and IdP metadata. */
export const samlApplicationRoutes = ({ vault }: Pick<AppContext, 'vault'>) =>
  createRouter()
    .openapi(samlApplicationRoute(samlApplicationApi.create), async (c) => {
      const created = await createSamlApplication(c.get('scope'), vault, c.req.valid('json'));
      return c.json(toSamlApplicationResponse(created.application, created.config), 201);
    })
    .openapi(samlApplicationRoute(samlApplicationApi.get), async (c) => {
      const found = await requireSamlApplication(c.get('scope'), c.req.valid('param').id);
      return c.json(toSamlApplicationResponse(found.application, found.config), 200);
    })
    .openapi(samlApplicationRoute(samlApplicationApi.update), async (c) => {
      const { id } = c.req.valid('param');
      const updated = await updateSamlApplication(c.get('scope'), id, c.req.valid('json'));
      return c.json(toSamlApplicationResponse(updated.application, updated.config), 200);
    })
    .openapi(samlApplicationRoute(samlApplicationApi.delete), async (c) => {
      await deleteSamlApplication(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(samlApplicationRoute(samlApplicationApi.listSecrets), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      await requireSamlApplication(scope, id);
      return c.json((await findSamlSecrets(scope, id)).map(toSamlSecretResponse), 200);
    })
    .openapi(samlApplicationRoute(samlApplicationApi.createSecret), async (c) => {
      const { id } = c.req.valid('param');
      const secret = await createSamlSecret(
        c.get('scope'),
        vault,
        id,
        c.req.valid('json').lifeSpanInYears,
      );
      return c.json(toSamlSecretResponse(secret), 201);
    })
    .openapi(samlApplicationRoute(samlApplicationApi.updateSecret), async (c) => {
      const { id, secretId } = c.req.valid('param');
      const secret = await setSamlSecretActive(
        c.get('scope'),
        id,
        secretId,
        c.req.valid('json').active,
      );
      return c.json(toSamlSecretResponse(secret), 200);
    })
    .openapi(samlApplicationRoute(samlApplicationApi.deleteSecret), async (c) => {
      const { id, secretId } = c.req.valid('param');
      await deleteSamlSecret(c.get('scope'), id, secretId);
      return c.body(null, 204);
    })
    .openapi(samlApplicationRoute(samlApplicationApi.metadata), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      const found = await requireSamlApplication(scope, id);
      const secret = await findActiveSamlSecret(scope, id);
      if (!secret) {
        throw new RequestError('saml_application.no_active_secret', 422);
      }
      const saml = await loadSamlLibrary();
      const location = { tenantBaseUrl: requestTenantBaseUrl(c), tenantId: scope.tenantId, applicationId: id };
      const idp = identityProviderOf(saml, location, found.config, {
        certificate: secret.certificate,
      });
      const xml = idp.getMetadata();
      const accept = c.req.header('accept') ?? '';
      if (accept.includes('application/json') && !accept.includes('xml')) {
        return c.json(xml, 200);
      }
      c.header('Content-Type', 'text/xml; charset=utf-8');
      return c.body(xml, 200) as never;
    });
