import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The peer address of the connection. Forwarded headers are ignored on purpose: any caller can
 * send them, and a limiter keyed on them would let an attacker pick a fresh key per request.
 */
export const clientIp = (c: Context<{ Bindings: Partial<HttpBindings> }>): string | undefined =>
  c.env?.incoming?.socket.remoteAddress ?? undefined;
