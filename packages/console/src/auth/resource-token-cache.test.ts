import { describe, expect, it, vi } from 'vitest';

import { createResourceTokenCache } from './resource-token-cache';

const cloud = 'https://cloud.tessera.app/api';

describe('createResourceTokenCache', () => {
  it('reuses a token until it is due and fetches a new one then', async () => {
    let now = 1000;
    let issued = 0;
    const fetchToken = vi.fn(async () => ({ accessToken: `token-${++issued}`, expiresAt: now + 3600 }));
    const cache = createResourceTokenCache(fetchToken, () => now);

    expect(await cache.get(cloud)).toBe('token-1');
    now += 3000;
    expect(await cache.get(cloud)).toBe('token-1');
    now += 560;
    expect(await cache.get(cloud)).toBe('token-2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('fetches once for calls that wait together, and per resource', async () => {
    const fetchToken = vi.fn(async (resource: string) => ({ accessToken: `for ${resource}`, expiresAt: undefined }));
    const cache = createResourceTokenCache(fetchToken);

    const answers = await Promise.all([cache.get(cloud), cache.get(cloud), cache.get('https://a.tessera.app/api')]);
    expect(answers).toEqual([`for ${cloud}`, `for ${cloud}`, 'for https://a.tessera.app/api']);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('answers no token when fetching fails, and tries again on the next call', async () => {
    const fetchToken = vi
      .fn<(resource: string) => Promise<{ accessToken: string; expiresAt: number } | undefined>>()
      .mockRejectedValueOnce(new Error('invalid_grant'))
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ accessToken: 'fresh', expiresAt: Date.now() / 1000 + 3600 });
    const cache = createResourceTokenCache(fetchToken);

    expect(await cache.get(cloud)).toBeUndefined();
    expect(await cache.get(cloud)).toBeUndefined();
    expect(await cache.get(cloud)).toBe('fresh');
  });

  it('forgets its tokens when cleared', async () => {
    let issued = 0;
    const cache = createResourceTokenCache(async () => ({ accessToken: `token-${++issued}`, expiresAt: undefined }));
    expect(await cache.get(cloud)).toBe('token-1');
    cache.clear();
    expect(await cache.get(cloud)).toBe('token-2');
  });
});
