import { describe, expect, it } from 'vitest';
import type { StoredPrivateKey } from './key-types.js';
import {
  missingAlgorithms,
  nextEffectiveAt,
  rotatedSigningKeys,
  signingKeyStatuses,
  signingOrder,
} from './signing-key-rules.js';

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

describe('signing key rules with a next key', () => {
  const next = (id: string, algorithm: 'EC' | 'RSA', effectiveAt: number): StoredPrivateKey => ({
    ...key(id, algorithm),
    effectiveAt,
  });

  it('calls a key Next until its effective time, then Current, the old current Previous (reference OidcSigningKeyStatus)', () => {
    const keys = [next('ec2', 'EC', 1000), key('ec1', 'EC'), key('rsa1', 'RSA')];
    expect(Object.fromEntries(signingKeyStatuses(keys, 999))).toEqual({ ec2: 'Next', ec1: 'Current', rsa1: 'Current' });
    expect(Object.fromEntries(signingKeyStatuses(keys, 1000))).toEqual({ ec2: 'Current', ec1: 'Previous', rsa1: 'Current' });
  });

  it('puts next keys after the keys in effect so they never sign, and names the earliest switch', () => {
    const keys = [next('rsa2', 'RSA', 2000), next('ec2', 'EC', 1000), key('ec1', 'EC'), key('rsa1', 'RSA')];
    expect(signingOrder(keys, 500).map(({ id }) => id)).toEqual(['ec1', 'rsa1', 'rsa2', 'ec2']);
    expect(nextEffectiveAt(keys, 500)).toBe(1000);
    expect(nextEffectiveAt(keys, 1500)).toBe(2000);
    expect(nextEffectiveAt(keys, 2000)).toBeUndefined();
  });

  it('keeps current and previous beside a new next key, and replaces a next key still waiting', () => {
    const keys = [key('ec2', 'EC'), key('rsa1', 'RSA'), key('ec1', 'EC')];
    const withNext = rotatedSigningKeys(keys, next('ec3', 'EC', 1000), 0);
    expect(withNext.map(({ id }) => id)).toEqual(['ec3', 'ec2', 'rsa1', 'ec1']);
    expect(rotatedSigningKeys(withNext, next('ec4', 'EC', 1000), 0).map(({ id }) => id)).toEqual(['ec4', 'ec2', 'rsa1', 'ec1']);
    expect(rotatedSigningKeys(withNext, key('ec4', 'EC'), 0).map(({ id }) => id)).toEqual(['ec4', 'ec2', 'rsa1']);
  });
});
