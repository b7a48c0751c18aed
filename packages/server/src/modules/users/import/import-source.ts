import { userImportFields } from '@tessera/schemas';
import { readCsvRecords } from './csv-reader.js';
import { readJsonArrayElements } from './json-array-reader.js';

/** One user of an import file: its position, and its body (an Error when it could not be read). */
export type ImportItem = { index: number; line?: number; body: unknown };

export type ImportFormat = 'json' | 'csv';

/** Thrown when the file as a whole cannot be read (not an array, no header, an unclosed quote). */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** Cells holding JSON in a CSV file. */
const jsonColumns = new Set<string>(['profile', 'customData']);
const knownColumns = new Set<string>(userImportFields);

/** A CSV cell as a body field: empty is absent, JSON columns are parsed. */
const toFieldValue = (column: string, cell: string): unknown => {
  if (!jsonColumns.has(column)) {
    return cell;
  }
  try {
    return JSON.parse(cell) as unknown;
  } catch {
    return new Error(`${column}: not valid JSON`);
  }
};

/** The users of a JSON array, one element at a time. */
export async function* readJsonImport(chunks: AsyncIterable<string>): AsyncGenerator<ImportItem> {
  let index = 0;
  try {
    for await (const body of readJsonArrayElements(chunks)) {
      yield { index, body };
      index += 1;
    }
  } catch (error) {
    throw new ImportFileError(error instanceof Error ? error.message : String(error));
  }
}

/** The users of a CSV file whose header row names the fields (`userImportFields`). */
export async function* readCsvImport(chunks: AsyncIterable<string>): AsyncGenerator<ImportItem> {
  let header: string[] | undefined;
  let index = 0;
  try {
    for await (const { fields, line } of readCsvRecords(chunks)) {
      if (!header) {
        header = fields.map((field) => field.trim());
        const unknown = header.filter((column) => !knownColumns.has(column));
        if (unknown.length > 0) {
          throw new ImportFileError(`Unknown columns in the header row: ${unknown.join(', ')}. Known: ${userImportFields.join(', ')}.`);
        }
        continue;
      }
      const body: Record<string, unknown> = {};
      let unreadable: Error | undefined;
      header.forEach((column, position) => {
        const cell = fields[position] ?? '';
        if (cell === '') {
          return;
        }
        const value = toFieldValue(column, cell);
        if (value instanceof Error) {
          unreadable ??= value;
        }
        body[column] = value;
      });
      if (fields.length > header.length) {
        unreadable ??= new Error(`(row): ${fields.length} cells where the header has ${header.length}`);
      }
      yield { index, line, body: unreadable ?? body };
      index += 1;
    }
  } catch (error) {
    throw error instanceof ImportFileError ? error : new ImportFileError(error instanceof Error ? error.message : String(error));
  }
  if (!header) {
    throw new ImportFileError('The CSV file has no header row.');
  }
}

export const readImport = (format: ImportFormat, chunks: AsyncIterable<string>) =>
  format === 'json' ? readJsonImport(chunks) : readCsvImport(chunks);

/** A file's format from its name or first character: `[` starts JSON, anything else is CSV. */
export const formatOfFile = (fileName: string, firstCharacter: string | undefined): ImportFormat =>
  /\.json$/i.test(fileName) ? 'json' : /\.csv$/i.test(fileName) ? 'csv' : firstCharacter === '[' ? 'json' : 'csv';
