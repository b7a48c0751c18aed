/** One row of a key/value editor; rows keep their order and may be blank while being typed. */
export interface KeyValueRow {
  key: string;
  value: string;
}

/** The rows of a record, or one blank row to type into. */
export const toKeyValueRows = (
  record: Readonly<Record<string, string>> | undefined,
): KeyValueRow[] => {
  const rows = Object.entries(record ?? {}).map(([key, value]) => ({ key, value }));
  return rows.length > 0 ? rows : [{ key: '', value: '' }];
};

/** The record the rows stand for: blank rows are left out, keys trimmed. */
export const toKeyValueRecord = (rows: readonly KeyValueRow[]): Record<string, string> =>
  Object.fromEntries(
    rows.filter((row) => row.key.trim() !== '').map((row) => [row.key.trim(), row.value]),
  );

/** Index → error of the rows whose key repeats an earlier row's. */
export const duplicateKeyRows = (
  rows: readonly KeyValueRow[],
  message: string,
): Array<string | undefined> => {
  const seen = new Set<string>();
  return rows.map((row) => {
    const key = row.key.trim();
    if (!key) {
      return undefined;
    }
    if (seen.has(key)) {
      return message;
    }
    seen.add(key);
    return undefined;
  });
};
