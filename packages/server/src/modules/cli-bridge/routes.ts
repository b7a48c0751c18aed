import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppContext } from '../../app-context.js';
import { challengeOf } from '../../auth/bearer-challenge.js';
import { RequestError } from '../../errors/request-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { writeBridgeFile } from './bridge-file.js';
import { cliTasks, CliTaskError, type TaskDeps } from './tasks/index.js';

/** The path a CLI process posts a command to; the command name follows it. */
export const cliBridgePath = '/cli-bridge/commands';

const digest = (value: string) => createHash('sha256').update(value).digest();

const hasToken = (authorization: string | undefined, token: string) => {
  const [type, presented] = (authorization ?? '').split(' ');
  return (
    type === 'Bearer' &&
    presented !== undefined &&
    timingSafeEqual(digest(presented), digest(token))
  );
};

/**
 * Lets CLI commands run inside the server that holds the embedded database, which one process
 * only can open. The credential lives in the data directory (owner-only), so this opens nothing a
 * local user could not already do. With PostgreSQL the CLI connects itself and no route exists.
 * Internal to this installation: the routes are left out of the OpenAPI document.
 */
export function cliBridgeRoutes(context: AppContext, seed: TaskDeps['seed']) {
  const router = new Hono<AppEnv>();
  if (context.database.kind !== 'pglite') {
    return router;
  }
  const { config, database, vault, logger } = context;
  const bridge = writeBridgeFile(config.dataDir, { host: config.host, port: config.port });
  const deps: TaskDeps = {
    db: database.db,
    database,
    config,
    vault,
    scopeOf: context.scopeOf,
    databaseOf: context.tenants.databaseOf,
    tenantScope: context.tenantScope,
    seed,
    logger,
    viaServer: { pid: process.pid },
  };

  router.post(`${cliBridgePath}/:command`, async (c) => {
    if (!hasToken(c.req.header('authorization'), bridge.token)) {
      // A bearer-protected route like every other: the refusal carries its challenge (RFC 6750 §3).
      c.header('WWW-Authenticate', challengeOf('tessera-cli', new RequestError('auth.unauthorized', 401)));
      throw new RequestError('auth.unauthorized', 401);
    }
    const command = c.req.param('command');
    const task = Object.hasOwn(cliTasks, command) ? cliTasks[command] : undefined;
    if (!task) {
      throw new RequestError('route.not_found', 404, { method: 'POST', path: c.req.path });
    }
    const options = task.options.safeParse(await c.req.json().catch(() => undefined));
    if (!options.success) {
      throw new RequestError('guard.invalid_input', 400, undefined, options.error.message);
    }
    try {
      return c.json({ output: await task.run(deps, options.data) }, 200);
    } catch (error) {
      if (error instanceof CliTaskError) {
        throw new RequestError('cli_bridge.command_failed', 422, { reason: error.message });
      }
      throw error;
    }
  });
  return router;
}
