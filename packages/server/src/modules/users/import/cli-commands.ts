import fs from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { defaultTenantId } from '@tessera/schemas';
import { z } from 'zod';
import { CliTaskError, type CliTask } from '../../cli-bridge/tasks/task.js';
import { fetchPwnedRange } from '../../passwords/pwned-range.js';
import { exportUsers } from './export-service.js';
import { tidyAfterRows, tidyUsersAfterImport } from './import-queries.js';
import { importUsers } from './import-service.js';
import { formatOfFile, ImportFileError, readImport } from './import-source.js';

const formats = ['json', 'csv'] as const;

/** Reads a file as text chunks; the first character tells JSON from CSV when the name does not. */
async function openImportFile(file: string) {
  const handle = await fs.promises.open(file).catch(() => {
    throw new CliTaskError(`Cannot read ${file}.`);
  });
  const first = Buffer.alloc(4);
  const { bytesRead } = await handle.read(first, 0, 4, 0);
  await handle.close();
  const firstCharacter = first.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '').trimStart()[0];
  const chunks = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 }) as AsyncIterable<string>;
  return { format: formatOfFile(file, firstCharacter), chunks };
}

/** `users import FILE [--tenant id]`: FILE is a JSON array or CSV of `POST /api/users` bodies. */
export const usersImportTask: CliTask = {
  summary: 'Import users from a JSON array or CSV file of POST /api/users bodies.',
  usage: 'FILE [--tenant default]',
  options: z.strictObject({ file: z.string().optional(), tenant: z.string().optional() }),
  needsPreparedDatabase: true,
  run: async ({ databaseOf, scopeOf, logger }, { file, tenant }) => {
    if (!file) {
      throw new CliTaskError('Name the file to import: users import FILE');
    }
    const { format, chunks } = await openImportFile(file);
    try {
      const result = await importUsers(await scopeOf(tenant ?? defaultTenantId), readImport(format, chunks), {
        passwordCheck: { pwnedRange: fetchPwnedRange, logger },
      });
      if (result.imported >= tidyAfterRows) {
        await tidyUsersAfterImport(await databaseOf(tenant ?? defaultTenantId));
      }
      const lines = [`Imported ${result.imported} users; ${result.rejectedCount} rejected.`];
      for (const row of result.rejected) {
        const where = row.line === undefined ? `element ${row.index}` : `row ${row.index + 1} (line ${row.line})`;
        lines.push(`  ${where}: ${row.code} ${row.message}`);
      }
      if (result.rejectedCount > result.rejected.length) {
        lines.push(`  … and ${result.rejectedCount - result.rejected.length} more.`);
      }
      return lines.join('\n');
    } catch (error) {
      if (error instanceof ImportFileError) {
        throw new CliTaskError(`${file}: ${error.message}`);
      }
      throw error;
    }
  },
};

/** `users export --format json|csv [--tenant id] [--output FILE]`: to stdout without `--output`. */
export const usersExportTask: CliTask = {
  summary: 'Export users (password hashes included) as JSON or CSV.',
  usage: '--format json|csv [--tenant default] [--output FILE]',
  options: z.strictObject({
    format: z.string().optional(),
    tenant: z.string().optional(),
    output: z.string().optional(),
  }),
  needsPreparedDatabase: true,
  run: async ({ scopeOf, viaServer }, { format = 'json', tenant, output }) => {
    if (!formats.includes(format as (typeof formats)[number])) {
      throw new CliTaskError('--format is json or csv.');
    }
    const chunks = exportUsers(await scopeOf(tenant ?? defaultTenantId), format as (typeof formats)[number]);
    if (output) {
      await pipeline(Readable.from(chunks), fs.createWriteStream(output));
      return `Exported the users of ${tenant ?? defaultTenantId} to ${output}.`;
    }
    if (viaServer) {
      // The answer travels to the CLI process in one piece; --output streams instead.
      let text = '';
      for await (const chunk of chunks) {
        text += chunk;
      }
      return text;
    }
    await pipeline(Readable.from(chunks), stdoutKeptOpen());
    return '';
  },
};

/** Standard output as a stream the pipeline may end without closing it for the rest of the process. */
const stdoutKeptOpen = () =>
  new Writable({
    write: (chunk: Buffer | string, _encoding, done) => {
      if (process.stdout.write(chunk)) {
        done();
      } else {
        process.stdout.once('drain', () => done());
      }
    },
  });
