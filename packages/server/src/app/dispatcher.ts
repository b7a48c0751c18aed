import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderError } from '../errors/render-error.js';
import { RequestError } from '../errors/request-error.js';
import type { Logger } from '../logger.js';
import type { ProviderRegistry, TenantOidc } from '../oidc/provider-registry.js';
import { serviceLocation, type TenantLocation } from '../tenancy/tenant-location.js';
import { setRequestLocation } from '../tenancy/tenant-of-request.js';
import type { TenantRegistry } from '../tenancy/tenant-registry.js';
import { splitTenantPath } from '../tenancy/tenant-urls.js';

export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => void;

const oidcPath = /^\/oidc(?=[/?#]|$)/;

const sendError = (request: IncomingMessage, response: ServerResponse, error: RequestError) => {
  response.statusCode = error.status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(JSON.stringify(renderError(error, request.headers['accept-language'])));
};

/** Hands an `/oidc…` request to the provider; it derives its mount path from originalUrl minus url. */
const handOver = (oidc: TenantOidc, request: IncomingMessage, response: ServerResponse, originalUrl: string, rest: string) => {
  (request as IncomingMessage & { originalUrl?: string }).originalUrl = originalUrl;
  request.url = rest.replace(oidcPath, '') || '/';
  oidc.callback(request, response);
};

/**
 * The first stop of every request: resolves the tenant, from a custom domain's host (cloud
 * edition) or else from the path (`/t/{tenantId}/…`, else `default`), then hands `/oidc…` to that
 * tenant's provider for that location and everything else to Hono, both seeing tenant-relative
 * paths. A custom domain serves its tenant alone: `/t/…` there is just a path of that tenant.
 */
export function createDispatcher(options: {
  hono: NodeHandler;
  providers: ProviderRegistry;
  tenants: TenantRegistry;
  logger: Logger;
  /** The service's public endpoint: the tenants' path-based location. */
  endpoint: string;
  /** The tenant of a custom-domain request; none in the open-source edition. */
  customDomainOf?: (request: IncomingMessage) => Promise<TenantLocation | undefined>;
  /**
   * Answers a request its tenant may not serve now (a suspended tenant, cloud edition) and says
   * it did; asked before any route of the tenant, OIDC and API alike.
   */
  refuse?: (request: IncomingMessage, response: ServerResponse, tenantId: string, path: string) => Promise<boolean>;
}): NodeHandler {
  const handle = (request: IncomingMessage, response: ServerResponse, originalUrl: string, location: TenantLocation, rest: string) => {
    setRequestLocation(request, location);
    request.url = rest;
    const { refuse } = options;
    if (!refuse) {
      route(request, response, originalUrl, location, rest);
      return;
    }
    refuse(request, response, location.tenantId, rest).then(
      (refused) => {
        if (!refused) {
          route(request, response, originalUrl, location, rest);
        }
      },
      (error: unknown) => {
        options.logger.error({ err: error, tenantId: location.tenantId }, 'tenant check failed');
        sendError(request, response, new RequestError('request.general', 500));
      },
    );
  };

  const route = (request: IncomingMessage, response: ServerResponse, originalUrl: string, location: TenantLocation, rest: string) => {
    if (!oidcPath.test(rest)) {
      options.hono(request, response);
      return;
    }
    const { tenantId } = location;
    // A known tenant whose provider runs already (nearly every request) is handed over at once.
    const running = options.tenants.existsNow(tenantId) ? options.providers.peek(tenantId, location) : undefined;
    if (running) {
      try {
        handOver(running, request, response, originalUrl, rest);
      } catch (error) {
        dispatchFailed(request, response, tenantId, error);
      }
      return;
    }
    void (async () => {
      if (!(await options.tenants.exists(tenantId))) {
        sendError(request, response, new RequestError('tenant.not_found', 404, { tenantId }));
        return;
      }
      handOver(await options.providers.get(tenantId, location), request, response, originalUrl, rest);
    })().catch((error: unknown) => dispatchFailed(request, response, tenantId, error));
  };

  const dispatchFailed = (request: IncomingMessage, response: ServerResponse, tenantId: string, error: unknown) => {
    options.logger.error({ err: error, tenantId }, 'oidc dispatch failed');
    if (!response.headersSent) {
      sendError(request, response, new RequestError('oidc.provider_error', 500));
    }
  };

  const byPath = (request: IncomingMessage, response: ServerResponse, originalUrl: string) => {
    const { tenantId, rest } = splitTenantPath(originalUrl);
    handle(request, response, originalUrl, serviceLocation(options.endpoint, tenantId), rest);
  };

  const { customDomainOf } = options;
  if (!customDomainOf) {
    return (request, response) => byPath(request, response, request.url ?? '/');
  }
  return (request, response) => {
    const originalUrl = request.url ?? '/';
    customDomainOf(request).then(
      (location) =>
        location ? handle(request, response, originalUrl, location, originalUrl) : byPath(request, response, originalUrl),
      (error: unknown) => {
        options.logger.error({ err: error }, 'custom domain lookup failed');
        sendError(request, response, new RequestError('request.general', 500));
      },
    );
  };
}
