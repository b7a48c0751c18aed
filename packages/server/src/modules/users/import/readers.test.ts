import { describe, expect, it } from 'vitest';
import { readCsvRecords, toCsvRecord, CsvSyntaxError } from './csv-reader.js';
import { readJsonArrayElements, JsonArraySyntaxError } from './json-array-reader.js';

/** The text cut into chunks of `size` characters, as a stream hands it over. */
async function* chunksOf(text: string, size: number) {
  for (let index = 0; index < text.length; index += size) {
    yield text.slice(index, index + size);
  }
}

const collect = async <T>(items: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const item of items) {
    all.push(item);
  }
  return all;
};

describe('reading CSV', () => {
  const text =
    '\uFEFFusername,name,customData\r\n' +
    'ann,"Smith, Ann","{""team"":""a""}"\r\n' +
    '\r\n' +
    'bob,"two\nlines",\n' +
    'cy,"say ""hi""",""\n';

  it('reads quoted commas, doubled quotes, line breaks and CRLF at any chunk boundary', async () => {
    for (const size of [1, 2, 3, 7, 1000]) {
      const records = await collect(readCsvRecords(chunksOf(text, size)));
      expect(records).toEqual([
        { fields: ['username', 'name', 'customData'], line: 1 },
        { fields: ['ann', 'Smith, Ann', '{"team":"a"}'], line: 2 },
        { fields: ['bob', 'two\nlines', ''], line: 4 },
        { fields: ['cy', 'say "hi"', ''], line: 6 },
      ]);
    }
  });

  it('reads a last record without a line end, and refuses an unclosed quote', async () => {
    expect(await collect(readCsvRecords(chunksOf('a,b\n1,2', 3)))).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['1', '2'], line: 2 },
    ]);
    await expect(collect(readCsvRecords(chunksOf('a\n"open\n', 2)))).rejects.toThrow(CsvSyntaxError);
  });

  it('writes cells that read back as they were', async () => {
    const cells = ['plain', 'a,b', 'say "x"', 'two\r\nlines', ' padded ', ''];
    const records = await collect(readCsvRecords(chunksOf(toCsvRecord(cells), 4)));
    expect(records.map((record) => record.fields)).toEqual([cells]);
  });
});

describe('reading a JSON array', () => {
  it('yields each element, strings with brackets and escapes included, at any chunk boundary', async () => {
    const elements = [{ a: 'x],[{' }, { b: ['\\"', { c: 1 }] }, 'text', 3, null];
    const text = ` \n${JSON.stringify(elements, null, 2)}\n`;
    for (const size of [1, 5, 64, 10_000]) {
      expect(await collect(readJsonArrayElements(chunksOf(text, size)))).toEqual(elements);
    }
    expect(await collect(readJsonArrayElements(chunksOf('[]', 1)))).toEqual([]);
  });

  it('yields an unreadable element as an error and goes on; refuses what is not an array', async () => {
    const [first, second] = await collect(readJsonArrayElements(chunksOf('[{"a":1}, {nope}]', 4)));
    expect(first).toEqual({ a: 1 });
    expect(second).toBeInstanceOf(JsonArraySyntaxError);
    await expect(collect(readJsonArrayElements(chunksOf('{"a":1}', 2)))).rejects.toThrow(/not a JSON array/);
    await expect(collect(readJsonArrayElements(chunksOf('[{"a":1}', 2)))).rejects.toThrow(/not closed/);
    await expect(collect(readJsonArrayElements(chunksOf('[1] 2', 2)))).rejects.toThrow(/after the end/);
  });
});
