import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus.js';
import type { DomainEvent } from './domain-events.js';

const event = { name: 'user.deleted', tenantId: 'default', data: { userId: 'u1' } } as DomainEvent;

/** A promise the test resolves by hand, to see what waits on it. */
const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('event bus', () => {
  it('settles once the work of settling listeners is done, and never waits for the others', async () => {
    const bus = createEventBus(pino({ level: 'silent' }));
    const settling = deferred();
    const background = deferred();
    bus.subscribe(() => settling.promise, { settles: true });
    bus.subscribe(() => background.promise);
    bus.deliver([event]);

    let settled = false;
    const waiting = bus.settled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    settling.resolve();
    await waiting;
    expect(settled).toBe(true);
  });

  it('settles even when a settling listener fails, and reports the failure', async () => {
    const errors: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line)) });
    const bus = createEventBus(logger);
    bus.subscribe(() => Promise.reject(new Error('provider storage down')), { settles: true });
    bus.deliver([event]);
    await bus.settled();
    expect(errors).toEqual([expect.objectContaining({ event: 'user.deleted', msg: 'event subscriber failed' })]);
  });
});
