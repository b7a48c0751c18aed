import { describe, expect, it } from 'vitest';
import type { StoredPrivateKey } from './key-types.js';
import { missingAlgorithms, rotatedSigningKeys, signingKeyStatuses } from './signing-key-rules.js';

const key = (id: string, algorithm: 'EC' | 'RSA'): StoredPrivateKey => ({ id, algorithm, createdAt: 0, jwk: {} });

describe('signing key rules', () => {
  it('makes the newest key of each algorithm current and older ones previous (reference OidcSigningKeyStatus)', () => {
    const statuses = signingKeyStatuses([key('rsa2', 'RSA'), key('ec1', 'EC'), key('rsa1', 'RSA')]);
    expect(Object.fromEntries(statuses)).toEqual({ rsa2: 'Current', ec1: 'Current', rsa1: 'Previous' });
  });

  it('keeps the current and one previous key of the rotated algorithm and every key of the other', () => {
    const keys = [key('ec2', 'EC'), key('rsa1', 'RSA'), key('ec1', 'EC')];
    expect(rotatedSigningKeys(keys, key('ec3', 'EC')).map(({ id }) => id)).toEqual(['ec3', 'ec2', 'rsa1']);
    expect(rotatedSigningKeys(keys, key('rsa2', 'RSA')).map(({ id }) => id)).toEqual(['rsa2', 'ec2', 'rsa1', 'ec1']);
  });

  it('names the algorithms a tenant has no key of', () => {
    expect(missingAlgorithms([key('ec1', 'EC')])).toEqual(['RSA']);
    expect(missingAlgorithms([key('ec1', 'EC'), key('rsa1', 'RSA')])).toEqual([]);
  });
});
