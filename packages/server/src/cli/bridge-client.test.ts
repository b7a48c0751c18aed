import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bridgeFileName, writeBridgeFile } from '../modules/cli-bridge/bridge-file.js';
import { findFreePort } from '../testing/free-port.js';
import { findRunningServer, runThroughServer } from './bridge-client.js';

const dirs: string[] = [];
const makeDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cli-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A bridge file as another, still running process would have left it. */
const writeForProcess = (dataDir: string, pid: number, port: number) => {
  const bridge = { ...writeBridgeFile(dataDir, { host: '0.0.0.0', port }), pid };
  fs.writeFileSync(path.join(dataDir, bridgeFileName), JSON.stringify(bridge));
  return bridge;
};

describe('finding the server that holds the embedded database', () => {
  it('finds a live process other than this one', () => {
    const dataDir = makeDataDir();
    writeForProcess(dataDir, process.ppid, 3001);
    expect(findRunningServer(dataDir)?.pid).toBe(process.ppid);
  });

  it('ignores a file left by a process that has ended, by this process, or none at all', () => {
    const ended = makeDataDir();
    writeForProcess(ended, 2 ** 22 + 12_345, 3001);
    expect(findRunningServer(ended)).toBeUndefined();
    const own = makeDataDir();
    writeBridgeFile(own, { host: '127.0.0.1', port: 3001 });
    expect(findRunningServer(own)).toBeUndefined();
    expect(findRunningServer(makeDataDir())).toBeUndefined();
  });
});

describe('a server the CLI cannot reach', () => {
  it('says which process holds the data dir and how to go on when nothing answers', async () => {
    const dataDir = makeDataDir();
    const port = await findFreePort();
    const bridge = writeForProcess(dataDir, process.ppid, port);
    await expect(runThroughServer(bridge, dataDir, 'status', {})).rejects.toThrow(
      new RegExp(
        `pid ${process.ppid}\\) holds the data directory .* does not answer at http://127\\.0\\.0\\.1:${port} .*Stop the server`,
      ),
    );
  });

  it('explains that a server on a random port (PORT=0) cannot be reached', async () => {
    const dataDir = makeDataDir();
    const bridge = writeForProcess(dataDir, process.ppid, 0);
    await expect(runThroughServer(bridge, dataDir, 'status', {})).rejects.toThrow(
      /random port \(PORT=0\).*fixed PORT/,
    );
  });
});
