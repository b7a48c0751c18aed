/** Keys that end an entry when the caller names no others: space and Enter (spec 000 §2.7). */
export const defaultEntryEndKeys: readonly string[] = [' ', 'Enter'];

const escapeForClass = (character: string) => character.replace(/[\\\]^-]/g, '\\$&');

/**
 * What separates entries in a pasted text: white space, and each one-character key that ends an
 * entry (a comma where the caller accepts one), so a pasted list becomes one tag per entry.
 */
const separatorsFor = (entryEndKeys: readonly string[]) => {
  const characters = entryEndKeys
    .filter((key) => key.length === 1 && key.trim() !== '')
    .map(escapeForClass);
  return new RegExp(`[\\s${characters.join('')}]+`);
};

export interface TagEntriesResult {
  values: string[];
  /** Entries that were already tags (compared without case), so not added again. */
  duplicates: string[];
}

/**
 * The tags once the typed text is committed: each entry is normalized (blank ones are dropped) and
 * added once, whatever its case. Invalid entries are added too; the tag input marks them.
 */
export const addTagEntries = (
  values: readonly string[],
  text: string,
  {
    normalize,
    entryEndKeys = defaultEntryEndKeys,
  }: { normalize: (entry: string) => string; entryEndKeys?: readonly string[] },
): TagEntriesResult => {
  const known = new Set(values.map((value) => value.toLowerCase()));
  const added: string[] = [];
  const duplicates: string[] = [];
  for (const entry of text.split(separatorsFor(entryEndKeys))) {
    const value = normalize(entry);
    if (!value) {
      continue;
    }
    if (known.has(value.toLowerCase())) {
      duplicates.push(value);
      continue;
    }
    known.add(value.toLowerCase());
    added.push(value);
  }
  return { values: [...values, ...added], duplicates };
};

export const trimEntry = (entry: string) => entry.trim();
