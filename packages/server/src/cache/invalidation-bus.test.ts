import { describe, expect, it, vi } from 'vitest';
import { readTestRedisUrl } from '../config.js';
import { createLogger } from '../logger.js';
import {
  createLocalInvalidationBus,
  createRedisInvalidationBus,
  type Invalidation,
} from './invalidation-bus.js';

const message: Invalidation = { kind: 'client', tenantId: 'default', clientId: 'app' };

describe('local invalidation bus', () => {
  it('delivers to every subscriber in the process', async () => {
    const bus = createLocalInvalidationBus();
    const first = vi.fn();
    const second = vi.fn();
    bus.subscribe(first);
    bus.subscribe(second);
    bus.publish(message);
    expect(first).toHaveBeenCalledWith(message);
    expect(second).toHaveBeenCalledWith(message);
    await bus.close();
  });
});

const redisUrl = readTestRedisUrl();

describe.runIf(redisUrl)('Redis invalidation bus', () => {
  it('fans a change out to another instance exactly once', async () => {
    const logger = createLogger('silent');
    const one = await createRedisInvalidationBus(redisUrl ?? '', logger);
    const two = await createRedisInvalidationBus(redisUrl ?? '', logger);
    const seenByOne = vi.fn();
    const seenByTwo = vi.fn();
    one.subscribe(seenByOne);
    two.subscribe(seenByTwo);
    await new Promise((resolve) => setTimeout(resolve, 200));
    one.publish(message);
    await vi.waitFor(() => expect(seenByTwo).toHaveBeenCalledWith(message), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seenByOne).toHaveBeenCalledTimes(1);
    expect(seenByTwo).toHaveBeenCalledTimes(1);
    await one.close();
    await two.close();
  });
});
