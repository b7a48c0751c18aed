import {
  readBridgeFile,
  bridgeFileName,
  bridgeUrl,
  type BridgeFile,
} from '../modules/cli-bridge/bridge-file.js';
import { cliBridgePath } from '../modules/cli-bridge/routes.js';
import { CliTaskError } from '../modules/cli-bridge/tasks/index.js';
import { isProcessAlive } from '../utils/process-alive.js';

/** The server that holds the embedded database in `dataDir`, when one is running. */
export function findRunningServer(dataDir: string): BridgeFile | undefined {
  const bridge = readBridgeFile(dataDir);
  return bridge && bridge.pid !== process.pid && isProcessAlive(bridge.pid) ? bridge : undefined;
}

const startGraceMs = 5000;

type ErrorAnswer = { message?: string; data?: { reason?: string } };

/** Runs a command inside the running server; its answer is the text to print. */
export async function runThroughServer(
  bridge: BridgeFile,
  dataDir: string,
  command: string,
  options: Record<string, string | undefined>,
): Promise<string> {
  const stopIt = `Stop the server (Ctrl+C in its terminal, or kill ${bridge.pid}) and run the command again.`;
  if (bridge.port === 0) {
    throw new CliTaskError(
      `The Tessera server (pid ${bridge.pid}) holds the data directory ${dataDir} but listens on a random port (PORT=0), so the CLI cannot reach it. Start it with a fixed PORT, or: ${stopIt}`,
    );
  }
  const url = `${bridgeUrl(bridge)}/api${cliBridgePath}/${encodeURIComponent(command)}`;
  let response: Response | undefined;
  // The credential is written just before the server listens: a server still starting gets a
  // few seconds to answer.
  const deadline = Date.now() + startGraceMs;
  while (!response) {
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${bridge.token}`,
          'content-type': 'application/json',
          'accept-language': 'en',
        },
        body: JSON.stringify(options),
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      const cause =
        error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
      if (
        (cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED' &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      throw new CliTaskError(
        `The Tessera server (pid ${bridge.pid}) holds the data directory ${dataDir} but does not answer at ${bridgeUrl(bridge)} (${cause?.message ?? String(error)}). ${stopIt}`,
      );
    }
  }
  const answer = (await response.json().catch(() => ({}))) as { output?: string } & ErrorAnswer;
  if (response.ok && typeof answer.output === 'string') {
    return answer.output;
  }
  if (response.status === 422 && answer.data?.reason) {
    throw new CliTaskError(answer.data.reason);
  }
  if (response.status === 401) {
    throw new CliTaskError(
      `The Tessera server (pid ${bridge.pid}) did not accept the credential in ${dataDir}/${bridgeFileName}. Restart the server, then run the command again.`,
    );
  }
  if (response.status === 404) {
    throw new CliTaskError(
      `The Tessera server (pid ${bridge.pid}) does not run "${command}" for the CLI (is it another version?). ${stopIt}`,
    );
  }
  throw new CliTaskError(
    `The Tessera server (pid ${bridge.pid}) answered ${response.status}: ${answer.message ?? response.statusText}`,
  );
}
