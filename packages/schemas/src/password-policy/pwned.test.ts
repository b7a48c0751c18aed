import { createHash } from 'node:crypto';

import { describe, expect, it, vi } from 'vitest';

import { createPwnedRangeFetcher, isPwnedPassword, sha1Hex } from './pwned';

/** SHA-1 of "password", a well-known breached value. */
const passwordHash = '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8';
const suffix = passwordHash.slice(5);

describe('pwned check', () => {
  it('hashes with Web Crypto like node:crypto does', async () => {
    expect(await sha1Hex('password')).toBe(passwordHash);
    const text = 'Tessera ✓ 1.20.0';
    expect(await sha1Hex(text)).toBe(createHash('sha1').update(text).digest('hex').toUpperCase());
  });

  it('sends only the 5-character prefix and matches the suffix case-insensitively', async () => {
    const fetchRange = vi.fn(
      async () => `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${suffix.toLowerCase()}:3861493\r\n`,
    );
    expect(await isPwnedPassword('password', fetchRange)).toBe(true);
    expect(fetchRange).toHaveBeenCalledWith('5BAA6');
  });

  it('is not pwned when no suffix matches', async () => {
    const body = ['0018A45C4D1DEF81644B54AB7F969B88D65:1', `${suffix.slice(0, -1)}0:12`].join('\n');
    expect(await isPwnedPassword('password', async () => body)).toBe(false);
  });

  it('ignores padding lines with count 0', async () => {
    expect(await isPwnedPassword('password', async () => `${suffix}:0`)).toBe(false);
  });

  it('lets fetcher errors through', async () => {
    await expect(
      isPwnedPassword('password', async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
  });

  it('asks the range service with padding and fails on bad statuses', async () => {
    const fetchImpl = vi.fn(async () => new Response(`${suffix}:5`));
    const fetchRange = createPwnedRangeFetcher(fetchImpl, 'https://range.test/');
    expect(await isPwnedPassword('password', fetchRange)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('https://range.test/5BAA6', {
      headers: { 'Add-Padding': 'true' },
    });
    const failing = createPwnedRangeFetcher(async () => new Response('', { status: 503 }));
    await expect(failing('5BAA6')).rejects.toThrow('503');
  });
});
