import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchWriter } from './batch-writer.js';

const setup = (write = vi.fn(async (_items: number[]) => undefined)) => {
  const logger = { error: vi.fn() };
  const writer = createBatchWriter({ name: 'test', write, maxItems: 3, intervalMs: 1000, logger });
  return { writer, write, logger };
};

describe('createBatchWriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes nothing while a batch fills, then the full batch in one write', async () => {
    const { writer, write } = setup();
    writer.add(1);
    writer.add(2);
    expect(write).not.toHaveBeenCalled();
    writer.add(3);
    writer.add(4);
    await writer.flush();
    expect(write.mock.calls).toEqual([[[1, 2, 3]], [[4]]]);
  });

  it('writes a partial batch once the interval passed', async () => {
    const { writer, write } = setup();
    writer.add(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(write.mock.calls).toEqual([[[1]]]);
  });

  it('writes what is queued on close and what comes after at once', async () => {
    const { writer, write } = setup();
    writer.add(1);
    writer.add(2);
    await writer.close();
    expect(write.mock.calls).toEqual([[[1, 2]]]);
    writer.add(3);
    await writer.flush();
    expect(write.mock.calls).toEqual([[[1, 2]], [[3]]]);
  });

  it('waits on close for a batch already being written', async () => {
    let finish: () => void = () => undefined;
    const written: number[][] = [];
    const write = vi.fn(
      (items: number[]) =>
        new Promise<undefined>((resolve) => {
          finish = () => {
            written.push(items);
            resolve(undefined);
          };
        }),
    );
    const { writer } = setup(write);
    writer.add(1);
    writer.add(2);
    writer.add(3);
    const closed = writer.close();
    expect(written).toEqual([]);
    finish();
    await closed;
    expect(written).toEqual([[1, 2, 3]]);
  });

  it('logs a failed write and drops its batch, never throwing to the caller', async () => {
    const { writer, logger } = setup(vi.fn(async () => Promise.reject(new Error('database down'))));
    writer.add(1);
    await expect(writer.close()).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ writer: 'test', dropped: 1 }),
      'batch write failed',
    );
  });
});
