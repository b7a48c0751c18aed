import { describe, expect, it } from 'vitest';

import { toCsv, toCsvField } from './csv';

describe('CSV', () => {
  it('quotes fields holding commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsvField('plain')).toBe('plain');
    expect(toCsvField('a,b')).toBe('"a,b"');
    expect(toCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(toCsvField('two\nlines')).toBe('"two\nlines"');
  });

  it('joins rows with CRLF and defuses spreadsheet formulas', () => {
    expect(
      toCsv([
        ['id', 'error'],
        ['log1', '=HYPERLINK("x")'],
        ['log2', ''],
      ]),
    ).toBe('id,error\r\nlog1,"\'=HYPERLINK(""x"")"\r\nlog2,');
  });
});
