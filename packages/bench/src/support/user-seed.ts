import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { cliEntry } from './paths.js';

const givenNames = ['ada', 'brook', 'cyrus', 'dana', 'elio', 'farah', 'gus', 'hana', 'ivo', 'jun', 'kaia', 'luz', 'milo', 'nia', 'otto', 'pia', 'quin', 'rosa', 'sami', 'tova'];
const familyNames = ['okafor', 'lindqvist', 'marchetti', 'nakamura', 'oyelaran', 'petrov', 'quispe', 'rahman', 'santos', 'takeda', 'umarov', 'valdez', 'whitfield', 'xu', 'yilmaz', 'zeller'];

/** A deterministic pseudo-random word, so runs search the same data. */
const wordOf = (index: number, salt: string) => createHash('sha256').update(`${salt}${index}`).digest('hex').slice(0, 6);

/** The `n`-th bench user as an import row (digests, the fast path of an import). */
export const benchUser = (index: number) => {
  const given = givenNames[index % givenNames.length]!;
  const family = familyNames[Math.floor(index / givenNames.length) % familyNames.length]!;
  const tag = wordOf(index, 'u');
  return {
    username: `${given}_${family}_${tag}`,
    primaryEmail: `${given}.${family}.${tag}@example.org`,
    ...(index % 3 === 0 && { primaryPhone: `1555${String(index).padStart(7, '0')}` }),
    name: `${given[0]!.toUpperCase()}${given.slice(1)} ${family[0]!.toUpperCase()}${family.slice(1)}`,
    passwordDigest: createHash('sha256').update(`password-${index}`).digest('hex'),
    passwordAlgorithm: 'SHA256',
  };
};

/** Substrings a search looks for: the random part of some users' names, each matching one user. */
export const searchTerms = (count: number, users: number) =>
  Array.from({ length: count }, (_, step) => benchUser(Math.floor((step * users) / count) + 7).username.slice(-5));

/** Writes `count` users as a JSON array, a line each, without holding them all in memory. */
export function writeUserFile(file: string, count: number) {
  const descriptor = fs.openSync(file, 'w');
  try {
    fs.writeSync(descriptor, '[\n');
    const lines: string[] = [];
    for (let index = 0; index < count; index += 1) {
      lines.push(JSON.stringify(benchUser(index)));
      if (lines.length === 5000 || index === count - 1) {
        fs.writeSync(descriptor, `${lines.join(',\n')}${index === count - 1 ? '\n' : ',\n'}`);
        lines.length = 0;
      }
    }
    fs.writeSync(descriptor, ']\n');
  } finally {
    fs.closeSync(descriptor);
  }
}

/** Imports a file through `npm run cli -- users import` (the built CLI); answers its output and the seconds it took. */
export function importUsersWithCli(dataDir: string, file: string, databaseUrl = '') {
  const started = performance.now();
  const output = execFileSync(process.execPath, [cliEntry, 'users', 'import', file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, WORKERS: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { output: output.trim(), seconds: (performance.now() - started) / 1000 };
}
