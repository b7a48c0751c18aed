import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryModelStore } from './memory-model-store.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('in-process store for short-lived provider data', () => {
  it('finds an entry until it expires', () => {
    vi.useFakeTimers();
    const store = new MemoryModelStore();
    store.upsert('default:Interaction:a', { uid: 'a' }, 60);
    expect(store.find('default:Interaction:a')).toEqual({ uid: 'a' });
    vi.advanceTimersByTime(60_001);
    expect(store.find('default:Interaction:a')).toBeUndefined();
  });

  it('marks a code consumed and forgets destroyed ones', () => {
    const store = new MemoryModelStore();
    store.upsert('default:AuthorizationCode:c', { grantId: 'g' }, 60);
    store.consume('default:AuthorizationCode:c');
    expect(store.find('default:AuthorizationCode:c')).toMatchObject({ consumed: expect.any(Number) });
    store.destroy('default:AuthorizationCode:c');
    expect(store.find('default:AuthorizationCode:c')).toBeUndefined();
  });

  it('drops codes of a revoked grant in that tenant only', () => {
    const store = new MemoryModelStore();
    store.upsert('default:AuthorizationCode:one', { grantId: 'g' }, 60);
    store.upsert('admin:AuthorizationCode:two', { grantId: 'g' }, 60);
    store.destroyByGrantId('default:', 'g');
    expect(store.find('default:AuthorizationCode:one')).toBeUndefined();
    expect(store.find('admin:AuthorizationCode:two')).toBeDefined();
  });

  it("drops an account's codes and session interactions in that tenant only", () => {
    const store = new MemoryModelStore();
    store.upsert('default:AuthorizationCode:mine', { accountId: 'u1', grantId: 'g1' }, 60);
    store.upsert('default:Interaction:mine', { uid: 'i1', session: { accountId: 'u1' } }, 60);
    store.upsert('default:AuthorizationCode:other', { accountId: 'u2', grantId: 'g2' }, 60);
    store.upsert('admin:AuthorizationCode:same-id', { accountId: 'u1', grantId: 'g3' }, 60);
    store.destroyByAccountId('default:', 'u1');
    expect(store.find('default:AuthorizationCode:mine')).toBeUndefined();
    expect(store.find('default:Interaction:mine')).toBeUndefined();
    expect(store.find('default:AuthorizationCode:other')).toBeDefined();
    expect(store.find('admin:AuthorizationCode:same-id')).toBeDefined();
  });

  it('sweeps expired entries every minute until stopped', async () => {
    vi.useFakeTimers();
    const store = new MemoryModelStore();
    const sweep = vi.spyOn(store, 'sweep');
    const job = store.startSweeping({ warn: vi.fn() });
    store.upsert('default:Interaction:old', { uid: 'old' }, 1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    store.upsert('default:Interaction:new', { uid: 'new' }, 600);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(store.find('default:Interaction:new')).toBeDefined();
    await job.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });
});
