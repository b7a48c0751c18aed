import { isIP } from 'node:net';

/**
 * Whether the server may connect to an address on behalf of a tenant administrator (webhooks,
 * script fetch, HTTP message services) when private networks are denied: only addresses routed
 * on the public internet. Loopback, private, link-local (cloud metadata at 169.254.169.254),
 * shared (CGNAT), benchmark, documentation, multicast and reserved ranges are refused, and so is
 * every IPv6 form that carries one of those IPv4 addresses (mapped, compatible, NAT64, 6to4).
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) {
    return isPublicIpv4(ipv4ToNumber(bare));
  }
  if (version === 6) {
    return isPublicIpv6(ipv6ToBigInt(bare));
  }
  return false;
}

type Range<T> = readonly [base: T, prefix: number];

const ipv4ToNumber = (address: string) =>
  address.split('.').reduce((value, part) => value * 256 + Number(part), 0);

const v4 = (base: string, prefix: number): Range<number> => [ipv4ToNumber(base), prefix];

const deniedIpv4: ReadonlyArray<Range<number>> = [
  v4('0.0.0.0', 8), // "this network", unspecified
  v4('10.0.0.0', 8), // private
  v4('100.64.0.0', 10), // shared address space (carrier-grade NAT)
  v4('127.0.0.0', 8), // loopback
  v4('169.254.0.0', 16), // link-local, cloud metadata services
  v4('172.16.0.0', 12), // private
  v4('192.0.0.0', 24), // IETF protocol assignments
  v4('192.0.2.0', 24), // documentation (TEST-NET-1)
  v4('192.88.99.0', 24), // 6to4 relay anycast (deprecated)
  v4('192.168.0.0', 16), // private
  v4('198.18.0.0', 15), // benchmarking
  v4('198.51.100.0', 24), // documentation (TEST-NET-2)
  v4('203.0.113.0', 24), // documentation (TEST-NET-3)
  v4('224.0.0.0', 4), // multicast
  v4('240.0.0.0', 4), // reserved, and 255.255.255.255 broadcast
];

const inIpv4Range = (value: number, [base, prefix]: Range<number>) => {
  const size = 2 ** (32 - prefix);
  return Math.floor(value / size) === Math.floor(base / size);
};

const isPublicIpv4 = (value: number) => !deniedIpv4.some((range) => inIpv4Range(value, range));

/** The 128-bit value of an IPv6 address in any textual form (`::`, an embedded dotted quad). */
const ipv6ToBigInt = (address: string) => {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const value = ipv4ToNumber(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
          ...tailGroups,
        ];
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
};

const v6 = (base: string, prefix: number): Range<bigint> => [ipv6ToBigInt(base), prefix];
const inIpv6Range = (value: bigint, [base, prefix]: Range<bigint>) =>
  value >> BigInt(128 - prefix) === base >> BigInt(128 - prefix);

/** IPv6 ranges that carry an IPv4 address, and where in the 128 bits it sits (bits from the right). */
const ipv4Carriers: ReadonlyArray<{ range: Range<bigint>; shift: bigint }> = [
  { range: v6('::ffff:0:0', 96), shift: 0n }, // IPv4-mapped
  { range: v6('::', 96), shift: 0n }, // IPv4-compatible (deprecated); holds :: and ::1 too
  { range: v6('64:ff9b::', 96), shift: 0n }, // NAT64
  { range: v6('2002::', 16), shift: 80n }, // 6to4
];

// Only global unicast (2000::/3) is public; these parts of it are not.
const globalUnicast = v6('2000::', 3);
const deniedGlobalIpv6: ReadonlyArray<Range<bigint>> = [
  v6('2001::', 23), // IETF protocol assignments: Teredo, benchmarking (2001:2::/48), ORCHID
  v6('2001:db8::', 32), // documentation
  v6('3fff::', 20), // documentation
];

const isPublicIpv6 = (value: bigint): boolean => {
  const carrier = ipv4Carriers.find(({ range }) => inIpv6Range(value, range));
  if (carrier) {
    return isPublicIpv4(Number((value >> carrier.shift) & 0xffffffffn));
  }
  return (
    inIpv6Range(value, globalUnicast) &&
    !deniedGlobalIpv6.some((range) => inIpv6Range(value, range))
  );
};
