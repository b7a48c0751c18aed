import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createClientIpResolver } from './client-ip.js';

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('createClientIpResolver', () => {
  it('uses the peer and ignores X-Forwarded-For when no proxy is trusted', () => {
    const resolve = createClientIpResolver({ kind: 'none' });
    expect(resolve(request('::ffff:198.51.100.4', '203.0.113.9'))).toBe('198.51.100.4');
    expect(resolve(undefined)).toBeUndefined();
  });

  it('takes the address the nearest trusted hops saw, never what the client wrote further left', () => {
    const one = createClientIpResolver({ kind: 'hops', hops: 1 });
    expect(one(request('10.0.0.2', '203.0.113.9'))).toBe('203.0.113.9');
    expect(one(request('10.0.0.2', '1.1.1.1, 203.0.113.9'))).toBe('203.0.113.9');
    expect(one(request('10.0.0.2'))).toBe('10.0.0.2');
    const two = createClientIpResolver({ kind: 'hops', hops: 2 });
    expect(two(request('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.3'))).toBe('203.0.113.9');
    expect(two(request('10.0.0.2', 'garbage, 203.0.113.9'))).toBe('203.0.113.9');
  });

  it('skips hops from trusted addresses, right to left', () => {
    const resolve = createClientIpResolver({ kind: 'addresses', ranges: ['10.0.0.0/8', '::1'] });
    expect(resolve(request('10.1.2.3', '1.1.1.1, 203.0.113.9, 10.9.9.9'))).toBe('203.0.113.9');
    expect(resolve(request('::1', '2001:db8::7'))).toBe('2001:db8::7');
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(resolve(request('198.51.100.4', '203.0.113.9'))).toBe('198.51.100.4');
    expect(resolve(request('10.1.2.3', '10.4.4.4'))).toBe('10.4.4.4');
  });
});
