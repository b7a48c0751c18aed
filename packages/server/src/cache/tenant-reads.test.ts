import { describe, expect, it } from 'vitest';
import { createTenantReads } from './tenant-reads.js';

/** A load that counts its calls and answers `value`. */
const counting = <T>(value: T) => {
  const load = async () => {
    load.calls += 1;
    return value;
  };
  load.calls = 0;
  return load;
};

describe('createTenantReads', () => {
  it('keeps what it read for the next reads of the same tenant and name, frozen', async () => {
    const reads = createTenantReads();
    const load = counting({ color: { primaryColor: '#112233' } });
    const first = await reads.read('t1', 'signInExperience', load);
    expect(await reads.read('t1', 'signInExperience', load)).toBe(first);
    expect(load.calls).toBe(1);
    expect(Object.isFrozen(first.color)).toBe(true);
    // Another tenant, or another name, is read for itself.
    await reads.read('t2', 'signInExperience', load);
    await reads.read('t1', 'connector:Email', load);
    expect(load.calls).toBe(3);
  });

  it('reads again what is forgotten, and only that', async () => {
    const reads = createTenantReads();
    const load = counting('value');
    await reads.read('t1', 'a', load);
    await reads.read('t1', 'b', load);
    await reads.read('t2', 'a', load);
    reads.forget('t1', 'a');
    await reads.read('t1', 'a', load);
    await reads.read('t1', 'b', load);
    expect(load.calls).toBe(4);

    reads.forgetTenant('t1');
    await reads.read('t1', 'a', load);
    await reads.read('t1', 'b', load);
    await reads.read('t2', 'a', load);
    expect(load.calls).toBe(6);
  });

  it('does not keep nothing found: what is created next is found at once', async () => {
    const reads = createTenantReads();
    const load = counting(undefined);
    await reads.read('t1', 'connector:Sms', load);
    await reads.read('t1', 'connector:Sms', load);
    expect(load.calls).toBe(2);
  });

  it('does not keep a read that a change overtook', async () => {
    const reads = createTenantReads();
    let release: (value: string) => void = () => undefined;
    const stale = reads.read(
      't1',
      'a',
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    reads.forget('t1', 'a');
    release('before the change');
    expect(await stale).toBe('before the change');
    const load = counting('after the change');
    expect(await reads.read('t1', 'a', load)).toBe('after the change');
    expect(load.calls).toBe(1);
  });
});
