import type { IncomingMessage } from 'node:http';

/**
 * The tenant the dispatcher resolved for a raw request. Kept beside the request object, so a
 * client cannot choose it with a header.
 */
const tenantByRequest = new WeakMap<IncomingMessage, string>();

export const setRequestTenant = (request: IncomingMessage, tenantId: string) =>
  tenantByRequest.set(request, tenantId);

export const getRequestTenant = (request: IncomingMessage | undefined) =>
  request ? tenantByRequest.get(request) : undefined;
