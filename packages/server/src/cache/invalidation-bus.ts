import { EventEmitter } from 'node:events';
import type { Logger } from '../logger.js';

/** What changed, so every instance drops the matching cached entries. */
export type Invalidation =
  | { kind: 'provider'; tenantId: string }
  | { kind: 'client'; tenantId: string; clientId?: string }
  | { kind: 'resources'; tenantId: string }
  | { kind: 'tenant'; tenantId: string }
  /** A value of the tenant read through `TenantScope.cached` (see tenant-reads.ts). */
  | { kind: 'tenant-read'; tenantId: string; name: string };

export type InvalidationBus = {
  publish: (message: Invalidation) => void;
  subscribe: (listener: (message: Invalidation) => void) => void;
  /**
   * Resolves once every change published so far has reached the other instances (Redis has
   * handed it to their subscriptions). A write awaits it before answering, so a caller that goes
   * on to another instance never finds what it changed still cached there.
   */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

const channel = 'tessera:invalidate';

/** One process: listeners are called in-process, synchronously. */
export function createLocalInvalidationBus(): InvalidationBus {
  const emitter = new EventEmitter();
  return {
    publish: (message) => emitter.emit(channel, message),
    subscribe: (listener) => emitter.on(channel, listener),
    settled: async () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several instances: the change is applied locally at once and fanned out through Redis
 * pub/sub; messages from this instance are not applied twice.
 */
export async function createRedisInvalidationBus(
  redisUrl: string,
  logger: Logger,
): Promise<InvalidationBus> {
  const { Redis } = await import('ioredis');
  const local = createLocalInvalidationBus();
  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  publisher.on('error', (error) => logger.warn({ err: error }, 'redis publisher error'));
  subscriber.on('error', (error) => logger.warn({ err: error }, 'redis subscriber error'));
  void subscriber.subscribe(channel);
  subscriber.on('message', (_channel, raw) => {
    try {
      const { from, message } = JSON.parse(raw) as { from: string; message: Invalidation };
      if (from !== origin) {
        local.publish(message);
      }
    } catch (error) {
      logger.warn({ err: error }, 'unreadable invalidation message');
    }
  });
  const inFlight = new Set<Promise<unknown>>();
  return {
    publish: (message) => {
      local.publish(message);
      const sent = publisher
        .publish(channel, JSON.stringify({ from: origin, message }))
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'invalidation not published');
        })
        .finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    },
    subscribe: local.subscribe,
    settled: async () => {
      await Promise.all([...inFlight]);
    },
    close: async () => {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
