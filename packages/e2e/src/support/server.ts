import { startTestServer, type TestServer } from '../../../server/src/testing/test-server.js';
import { ensureBuilt } from './build.js';
import { consoleBuild, experienceBuild } from './paths.js';

export type { TestServer };

/** A real server with the built console and sign-in app and an embedded database of its own. */
export async function startConsoleServer(
  environment: Record<string, string> = {},
): Promise<TestServer> {
  ensureBuilt(consoleBuild);
  ensureBuilt(experienceBuild);
  return startTestServer('pglite', environment);
}
