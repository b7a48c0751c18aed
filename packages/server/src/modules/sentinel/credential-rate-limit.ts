import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { RequestError } from '../../errors/request-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { ClientIpResolver } from './client-ip.js';
import type { RateLimiter } from './rate-limiter.js';

/**
 * Limits how often one client address (see client-ip.ts) may call a credential endpoint; over the limit the caller gets 429
 * `session.too_many_requests` and a Retry-After header in seconds.
 */
export const credentialRateLimit =
  (
    limiter: RateLimiter,
    endpoint: string,
    clientIp: ClientIpResolver,
    onRefused?: () => void,
  ): MiddlewareHandler<AppEnv & { Bindings: Partial<HttpBindings> }> =>
  async (c, next) => {
    const decision = await limiter.take(`${endpoint}:${clientIp(c.env?.incoming) ?? 'unknown'}`);
    if (!decision.allowed) {
      onRefused?.();
      c.header('Retry-After', String(decision.retryAfterSeconds));
      throw new RequestError('session.too_many_requests', 429);
    }
    await next();
  };
