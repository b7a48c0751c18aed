import { findFreePort } from '../../../server/src/testing/free-port.js';
import { startConsoleServer, type TestServer } from './server.js';

/**
 * A server whose public endpoint is `http://localhost:{port}`: WebAuthn needs a relying party
 * id that is a host name (browsers refuse IP addresses), and the server derives it from there.
 */
export async function startLocalhostServer(): Promise<TestServer> {
  const port = await findFreePort();
  return startConsoleServer({ PORT: String(port), ENDPOINT: `http://localhost:${port}` });
}
