import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderError } from '../errors/render-error.js';
import { RequestError } from '../errors/request-error.js';
import type { Logger } from '../logger.js';
import type { ProviderRegistry } from '../oidc/provider-registry.js';
import { setRequestTenant } from '../tenancy/tenant-of-request.js';
import type { TenantRegistry } from '../tenancy/tenant-registry.js';
import { splitTenantPath } from '../tenancy/tenant-urls.js';

export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => void;

const oidcPath = /^\/oidc(?=[/?#]|$)/;

const sendError = (request: IncomingMessage, response: ServerResponse, error: RequestError) => {
  response.statusCode = error.status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(JSON.stringify(renderError(error, request.headers['accept-language'])));
};

/**
 * The first stop of every request: resolves the tenant from the path (`/t/{tenantId}/…`, else
 * `default`), then hands `/oidc…` to that tenant's provider and everything else to Hono, both
 * seeing tenant-relative paths.
 */
export function createDispatcher(options: {
  hono: NodeHandler;
  providers: ProviderRegistry;
  tenants: TenantRegistry;
  logger: Logger;
}): NodeHandler {
  return (request, response) => {
    const originalUrl = request.url ?? '/';
    const { tenantId, rest } = splitTenantPath(originalUrl);
    setRequestTenant(request, tenantId);
    request.url = rest;
    if (!oidcPath.test(rest)) {
      options.hono(request, response);
      return;
    }
    void (async () => {
      if (!(await options.tenants.exists(tenantId))) {
        sendError(request, response, new RequestError('tenant.not_found', 404, { tenantId }));
        return;
      }
      const oidc = await options.providers.get(tenantId);
      // oidc-provider derives its mount path from originalUrl minus url.
      Object.assign(request, { originalUrl });
      request.url = rest.replace(oidcPath, '') || '/';
      oidc.callback(request, response);
    })().catch((error: unknown) => {
      options.logger.error({ err: error, tenantId }, 'oidc dispatch failed');
      if (!response.headersSent) {
        sendError(request, response, new RequestError('oidc.provider_error', 500));
      }
    });
  };
}
