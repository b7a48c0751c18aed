import fs from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../utils/process-alive.js';
import { readProcessStartTime } from '../utils/process-start-time.js';

/** Why the embedded data directory cannot be used; never leads to overwriting it. */
export class DataDirError extends Error {
  constructor(
    readonly code:
      | 'database.data_dir_locked'
      | 'database.data_dir_corrupt'
      | 'database.data_dir_version_mismatch',
    message: string,
  ) {
    super(message);
    this.name = 'DataDirError';
  }
}

const lockFileName = 'tessera.lock';
const markerFileName = 'tessera-data.json';
/** Bumped when the on-disk layout changes in a way an older build cannot read. */
export const dataFormatVersion = 1;
/** The PostgreSQL major of the embedded engine; its files cannot be read by another major. */
export const embeddedPostgresMajor = '18';

/**
 * Whether the process that wrote a lock still runs. The lock holds its pid and, where the
 * system tells, its start time: after a crash (kill -9, out of memory, power loss) another
 * process may have been given the same pid, and it must not keep the data dir locked.
 */
const isHolderAlive = (lock: string) => {
  const [pidLine, startTime] = lock.split('\n');
  const holder = Number.parseInt(pidLine ?? '', 10);
  if (!Number.isInteger(holder) || holder === process.pid || !isProcessAlive(holder)) {
    return { holder, alive: false };
  }
  const current = startTime ? readProcessStartTime(holder) : undefined;
  return { holder, alive: current === undefined || current === startTime };
};

/**
 * Takes an exclusive lock on the data dir for this process. A stale lock (its process is gone)
 * is taken over; a live one is an error naming the holder.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, lockFileName);
  const startTime = readProcessStartTime(process.pid);
  const lock = startTime ? `${process.pid}\n${startTime}` : String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, lock, { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const { holder, alive } = isHolderAlive(fs.readFileSync(lockPath, 'utf8'));
      if (alive) {
        throw new DataDirError(
          'database.data_dir_locked',
          `The data directory ${dataDir} is in use by another Tessera process (pid ${holder}). Stop it or set DATA_DIR to another directory.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirError(
    'database.data_dir_locked',
    `Could not lock the data directory ${dataDir}.`,
  );
}

type Marker = { format: number; postgres: string };

/**
 * Checks the marker written at creation. A directory with database files but no readable
 * marker, or with a marker of another version, is refused rather than touched.
 */
export function checkDataDirVersion(dataDir: string, databaseDir: string): 'new' | 'existing' {
  const markerPath = path.join(dataDir, markerFileName);
  const hasDatabase = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!fs.existsSync(markerPath)) {
    if (hasDatabase) {
      throw new DataDirError(
        'database.data_dir_corrupt',
        `The data directory ${dataDir} holds database files but no ${markerFileName}; it was not created by this version of Tessera.`,
      );
    }
    if (fs.existsSync(databaseDir) && fs.readdirSync(databaseDir).length > 0) {
      throw new DataDirError(
        'database.data_dir_corrupt',
        `The database directory ${databaseDir} is not empty but holds no database. Move it away or choose another DATA_DIR.`,
      );
    }
    return 'new';
  }
  let marker: Marker;
  try {
    marker = JSON.parse(fs.readFileSync(markerPath, 'utf8')) as Marker;
  } catch {
    throw new DataDirError('database.data_dir_corrupt', `${markerPath} is not valid JSON.`);
  }
  if (marker.format !== dataFormatVersion || marker.postgres !== embeddedPostgresMajor) {
    throw new DataDirError(
      'database.data_dir_version_mismatch',
      `The data directory ${dataDir} was written by data format ${marker.format} / PostgreSQL ${marker.postgres}; this build needs format ${dataFormatVersion} / PostgreSQL ${embeddedPostgresMajor}.`,
    );
  }
  if (!hasDatabase) {
    throw new DataDirError(
      'database.data_dir_corrupt',
      `The data directory ${dataDir} has a marker but its database files are missing.`,
    );
  }
  return 'existing';
}

export function writeDataDirMarker(dataDir: string) {
  const marker: Marker = { format: dataFormatVersion, postgres: embeddedPostgresMajor };
  fs.writeFileSync(path.join(dataDir, markerFileName), `${JSON.stringify(marker, null, 2)}\n`);
}
