import type { IncomingMessage } from 'node:http';
import type { TenantLocation } from './tenant-location.js';

/**
 * The tenant, and where it was reached, that the dispatcher resolved for a raw request. Kept
 * beside the request object, so a client cannot choose it with a header.
 */
const locationByRequest = new WeakMap<IncomingMessage, TenantLocation>();

export const setRequestLocation = (request: IncomingMessage, location: TenantLocation) =>
  locationByRequest.set(request, location);

export const getRequestLocation = (request: IncomingMessage | undefined) =>
  request ? locationByRequest.get(request) : undefined;

export const getRequestTenant = (request: IncomingMessage | undefined) => getRequestLocation(request)?.tenantId;
