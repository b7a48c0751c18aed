import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * How a CLI process finds the server that holds the embedded database: the server's pid, where it
 * listens, and a random credential. The file is readable by its owner only (0600), so only a user
 * who could open the data directory anyway can send commands through the server.
 */
export const bridgeFileName = 'cli-bridge.json';

const bridgeFileSchema = z.object({
  pid: z.number().int(),
  host: z.string(),
  port: z.number().int().min(0).max(65_535),
  token: z.string().min(32),
});

export type BridgeFile = z.infer<typeof bridgeFileSchema>;

/** Writes a fresh credential for this process; replaces the file of an earlier process atomically. */
export function writeBridgeFile(
  dataDir: string,
  listen: { host: string; port: number },
): BridgeFile {
  const bridge: BridgeFile = {
    pid: process.pid,
    ...listen,
    token: randomBytes(32).toString('base64url'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, bridgeFileName);
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(bridge)}\n`, { mode: 0o600 });
  // The mode of writeFileSync applies only to a new file; a leftover must not keep wider rights.
  fs.chmodSync(temporary, 0o600);
  fs.renameSync(temporary, target);
  return bridge;
}

/** The bridge file of the data directory, or undefined when there is none or it is unreadable. */
export function readBridgeFile(dataDir: string): BridgeFile | undefined {
  try {
    const parsed = bridgeFileSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(dataDir, bridgeFileName), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The loopback address a local client reaches a server listening on `host` through. */
export function bridgeUrl({ host, port }: Pick<BridgeFile, 'host' | 'port'>) {
  const local = host === '' || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}
