import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../../config.js';

/** The address of whoever sent a request, as far as the server may trust it. */
export type ClientIpResolver = (incoming: IncomingMessage | undefined) => string | undefined;

/** `::ffff:203.0.113.7` (an IPv4 peer on a dual-stack socket) is `203.0.113.7`. */
const plainAddress = (address: string) => {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
};

const forwardedChain = (incoming: IncomingMessage) => {
  const header = incoming.headers['x-forwarded-for'];
  const values = Array.isArray(header) ? header.join(',') : (header ?? '');
  return values
    .split(',')
    .map(plainAddress)
    .filter((address) => isIP(address) !== 0);
};

const trustedRanges = (ranges: readonly string[]) => {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      list.addAddress(address, type);
    } else {
      list.addSubnet(address, Number(prefix), type);
    }
  }
  return (address: string) => isIP(address) !== 0 && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client address rate limits and lockouts key on. Without a trusted proxy it is the peer of
 * the connection and X-Forwarded-For is ignored: any caller can send that header, and a limiter
 * keyed on it would let an attacker pick a fresh key per request. Behind trusted proxies the
 * chain `X-Forwarded-For, peer` is read from the right, skipping the trusted hops (a count of
 * them, or the addresses they have); the first hop not trusted is the client. Entries further
 * left were written by the client itself and never count.
 */
export function createClientIpResolver(trust: TrustProxy): ClientIpResolver {
  if (trust.kind === 'none') {
    return (incoming) => {
      const peer = incoming?.socket.remoteAddress;
      return peer ? plainAddress(peer) : undefined;
    };
  }
  const isTrusted = trust.kind === 'addresses' ? trustedRanges(trust.ranges) : undefined;
  return (incoming) => {
    const peer = incoming?.socket.remoteAddress;
    if (!incoming || !peer) {
      return undefined;
    }
    const chain = [...forwardedChain(incoming), plainAddress(peer)];
    if (trust.kind === 'hops') {
      return chain[Math.max(0, chain.length - 1 - trust.hops)];
    }
    for (let index = chain.length - 1; index > 0; index--) {
      const hop = chain[index] ?? '';
      if (!isTrusted?.(hop)) {
        return hop;
      }
    }
    return chain[0];
  };
}
