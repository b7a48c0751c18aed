/** One CSV record and the 1-based line of the file it starts on. */
export type CsvRecord = { fields: string[]; line: number };

/**
 * Reads CSV (RFC 4180) from a stream of text chunks, one record at a time, so a file of any size
 * is never held whole: quoted fields may hold commas, quotes (doubled) and line breaks; records
 * end with LF or CRLF; a leading byte-order mark is dropped; blank lines are skipped.
 * Throws on a quote that does not close before the end of the input.
 */
export async function* readCsvRecords(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  /** Inside quotes, a quote was just read: either the closing one or the first of a pair. */
  let quoteSeen = false;
  /** The field began with a quote (so `""` alone is an empty field, not nothing). */
  let fieldStarted = false;
  let line = 1;
  let recordLine = 1;
  let first = true;

  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = (): CsvRecord | undefined => {
    endField();
    const record = fields.length === 1 && fields[0] === '' ? undefined : { fields, line: recordLine };
    fields = [];
    return record;
  };

  for await (let chunk of chunks) {
    if (first) {
      chunk = chunk.replace(/^\uFEFF/, '');
      first = false;
    }
    for (let index = 0; index < chunk.length; index += 1) {
      const character = chunk[index];
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (character === '"') {
            field += '"';
            continue;
          }
          quoted = false;
          // Falls through: the closing quote is followed by a separator or line end.
        } else if (character === '"') {
          quoteSeen = true;
          continue;
        } else {
          if (character === '\n') {
            line += 1;
          }
          field += character;
          continue;
        }
      }
      if (character === '"' && field === '' && !fieldStarted) {
        quoted = true;
        fieldStarted = true;
      } else if (character === ',') {
        endField();
      } else if (character === '\n') {
        const record = endRecord();
        line += 1;
        recordLine = line;
        if (record) {
          yield record;
        }
      } else if (character === '\r' && (chunk[index + 1] === '\n' || index + 1 === chunk.length)) {
        // The CR of a CRLF; a lone CR at a chunk's end is taken as one too.
      } else {
        field += character;
      }
    }
  }
  if (quoted && !quoteSeen) {
    throw new CsvSyntaxError(`A quoted field that starts on line ${recordLine} is not closed.`);
  }
  const last = endRecord();
  if (last) {
    yield last;
  }
}

/** The CSV cannot be read further (an unclosed quote). */
export class CsvSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

const needsQuotes = /[",\r\n]/;

/** One CSV cell: quoted (quotes doubled) when it holds a quote, comma or line break. */
export const toCsvCell = (value: string) =>
  needsQuotes.test(value) || value.trimEnd() !== value || value.trimStart() !== value
    ? `"${value.replaceAll('"', '""')}"`
    : value;

/** One CSV record with its CRLF line end. */
export const toCsvRecord = (cells: string[]) => `${cells.map(toCsvCell).join(',')}\r\n`;
