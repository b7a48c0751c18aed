import { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { NodeExchange } from './interaction.js';

const isNodeExchange = (env: unknown): env is NodeExchange =>
  typeof env === 'object' &&
  env !== null &&
  (env as { incoming?: unknown }).incoming instanceof IncomingMessage &&
  (env as { outgoing?: unknown }).outgoing instanceof ServerResponse;

/**
 * The raw Node request and response behind a Hono request: oidc-provider reads its interaction
 * cookie from them. The API router's env is shared with other modules and declares no bindings,
 * so they are checked here rather than assumed.
 */
export function nodeExchangeOf(c: Context<AppEnv>): NodeExchange {
  const env: unknown = c.env;
  if (!isNodeExchange(env)) {
    throw new Error('The sign-in API needs the Node HTTP server.');
  }
  return env;
}
