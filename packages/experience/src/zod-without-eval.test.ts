import { describe, expect, it } from 'vitest';

describe('zod-without-eval', () => {
  it("turns zod's compiled parsers off through the global zod reads its config from", async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
