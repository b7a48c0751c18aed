import { RequestError } from '../../../errors/request-error.js';
import { isPrivateAddressError } from '../../../http/outbound-fetch.js';
import type { SendContext } from './factory.js';

/** The spec's request timeout: a sender that does not answer in time fails the send. */
const timeoutMs = 20_000;

type ServiceRequest = {
  factoryId: string;
  url: string;
  headers: Record<string, string>;
  body: string;
};

/**
 * POSTs one message to an email or SMS service and fails with a connector code unless it
 * accepts it. Logs say which factory and what status, never the URL's query, headers or body
 * (they hold keys, signatures and codes).
 */
export async function postToService(
  { factoryId, url, headers, body }: ServiceRequest,
  { logger, outbound }: SendContext,
) {
  const where = new URL(url);
  const target = `${where.origin}${where.pathname}`;
  let response: Response;
  try {
    response = await outbound(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = isPrivateAddressError(error) ? error.message : (error as Error).name;
    logger.warn({ connector: factoryId, target, reason }, 'message service unreachable');
    throw new RequestError('connector.general', 400);
  }
  // Drain the answer so the connection is reused or closed, whatever the status.
  await response.arrayBuffer().catch(() => undefined);
  if (response.ok) {
    return;
  }
  logger.warn({ connector: factoryId, target, status: response.status }, 'message service refused the message');
  if (response.status === 429) {
    throw new RequestError('connector.rate_limit_exceeded', 400);
  }
  if (response.status === 401 || response.status === 403) {
    throw new RequestError('connector.invalid_config', 400);
  }
  throw new RequestError('connector.general', 400);
}
