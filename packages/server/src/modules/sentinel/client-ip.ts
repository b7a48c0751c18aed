import type { IncomingMessage } from 'node:http';

/**
 * The peer address of the connection. Forwarded headers are ignored on purpose: any caller can
 * send them, and a limiter keyed on them would let an attacker pick a fresh key per request.
 */
export const clientIp = (incoming: IncomingMessage | undefined): string | undefined =>
  incoming?.socket.remoteAddress ?? undefined;
