import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readProcessStartTime } from '../utils/process-start-time.js';
import { checkDataDirVersion, DataDirError, lockDataDir, writeDataDirMarker } from './data-dir.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-dd-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('data dir lock', () => {
  it('refuses a directory locked by a live process and names it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'tessera.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrowError(/in use by another Tessera process/);
  });

  it('takes over a stale lock and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'tessera.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'tessera.lock'), 'utf8').split('\n')[0]).toBe(
      String(process.pid),
    );
    unlock();
    expect(fs.existsSync(path.join(dir, 'tessera.lock'))).toBe(false);
  });

  it('refuses a lock naming a live process with its own start time', () => {
    const dir = tempDir();
    const startTime = readProcessStartTime(process.ppid);
    expect(startTime, 'this test needs /proc').toBeDefined();
    fs.writeFileSync(path.join(dir, 'tessera.lock'), `${process.ppid}\n${startTime}`);
    expect(() => lockDataDir(dir)).toThrowError(`pid ${process.ppid}`);
  });

  it('takes over a lock whose pid another process was given after a crash', () => {
    const dir = tempDir();
    // The parent process is alive, but it is not the one that wrote this lock: it started at another time.
    fs.writeFileSync(
      path.join(dir, 'tessera.lock'),
      `${process.ppid}\n${readProcessStartTime(process.ppid)}0`,
    );
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'tessera.lock'), 'utf8')).toBe(
      `${process.pid}\n${readProcessStartTime(process.pid)}`,
    );
    unlock();
  });
});

describe('data dir version', () => {
  it('accepts a new, empty directory', () => {
    expect(checkDataDirVersion(tempDir(), path.join(tempDir(), 'pglite'))).toBe('new');
  });

  it('refuses database files without a marker and leaves them untouched', () => {
    const dir = tempDir();
    const databaseDir = path.join(dir, 'pglite');
    fs.mkdirSync(databaseDir);
    fs.writeFileSync(path.join(databaseDir, 'PG_VERSION'), '18');
    expect(() => checkDataDirVersion(dir, databaseDir)).toThrowError(DataDirError);
    expect(fs.readFileSync(path.join(databaseDir, 'PG_VERSION'), 'utf8')).toBe('18');
  });

  it('refuses a non-empty directory that holds no database', () => {
    const dir = tempDir();
    const databaseDir = path.join(dir, 'pglite');
    fs.mkdirSync(databaseDir);
    fs.writeFileSync(path.join(databaseDir, 'garbage'), 'x');
    expect(() => checkDataDirVersion(dir, databaseDir)).toThrowError(/not empty/);
  });

  it('refuses a marker of another version', () => {
    const dir = tempDir();
    const databaseDir = path.join(dir, 'pglite');
    fs.mkdirSync(databaseDir);
    fs.writeFileSync(path.join(databaseDir, 'PG_VERSION'), '18');
    fs.writeFileSync(
      path.join(dir, 'tessera-data.json'),
      JSON.stringify({ format: 99, postgres: '18' }),
    );
    expect(() => checkDataDirVersion(dir, databaseDir)).toThrowError(/data format 99/);
  });

  it('accepts what it wrote itself', () => {
    const dir = tempDir();
    const databaseDir = path.join(dir, 'pglite');
    fs.mkdirSync(databaseDir);
    fs.writeFileSync(path.join(databaseDir, 'PG_VERSION'), '18');
    writeDataDirMarker(dir);
    expect(checkDataDirVersion(dir, databaseDir)).toBe('existing');
  });
});
