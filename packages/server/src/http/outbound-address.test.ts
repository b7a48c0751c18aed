import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './outbound-address.js';

describe('isPublicAddress', () => {
  it.each([
    ['loopback', ['127.0.0.1', '127.255.255.254', '::1']],
    ['unspecified', ['0.0.0.0', '0.1.2.3', '::']],
    [
      'private',
      [
        '10.0.0.1',
        '10.255.255.255',
        '172.16.0.1',
        '172.31.255.255',
        '192.168.0.1',
        '192.168.255.255',
      ],
    ],
    ['unique local', ['fc00::1', 'fd12:3456:789a::1']],
    ['link-local', ['169.254.169.254', '169.254.0.1', 'fe80::1', 'fe80::1%eth0', 'febf::1']],
    ['shared address space (CGNAT)', ['100.64.0.1', '100.127.255.255']],
    ['multicast', ['224.0.0.1', '239.255.255.250', 'ff02::1', 'ff0e::1']],
    ['broadcast and reserved', ['255.255.255.255', '240.0.0.1']],
    ['benchmarking', ['198.18.0.1', '198.19.255.255', '2001:2::1']],
    ['documentation', ['192.0.2.1', '198.51.100.1', '203.0.113.1', '2001:db8::1', '3fff::1']],
    ['IETF protocol assignments', ['192.0.0.8', '2001::1']],
    [
      'IPv4-mapped forms of refused addresses',
      [
        '::ffff:127.0.0.1',
        '::ffff:7f00:1',
        '::ffff:10.0.0.1',
        '::ffff:169.254.169.254',
        '::ffff:a9fe:a9fe',
        '::ffff:192.168.1.1',
      ],
    ],
    ['IPv4-compatible forms', ['::127.0.0.1', '::10.0.0.1']],
    [
      'NAT64 and 6to4 forms of refused addresses',
      ['64:ff9b::a9fe:a9fe', '64:ff9b::10.0.0.1', '2002:7f00:1::1', '2002:a9fe:a9fe::'],
    ],
    ['bracketed literals', ['[::1]', '[::ffff:127.0.0.1]']],
    ['text that is no address', ['localhost', '', '1.2.3', 'example.com']],
  ])('refuses %s', (_name, addresses) => {
    for (const address of addresses) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public addresses, and IPv6 forms carrying a public IPv4 address', () => {
    for (const address of [
      '1.1.1.1',
      '8.8.8.8',
      '93.184.216.34',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '169.253.255.255',
      '198.17.255.255',
      '198.20.0.1',
      '223.255.255.255',
      '2606:4700:4700::1111',
      '2a00:1450:4001:81c::200e',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '64:ff9b::808:808',
      '2002:808:808::1',
      '[2606:4700:4700::1111]',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
