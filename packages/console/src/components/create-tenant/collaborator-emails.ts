import { isValidEmail } from '@tessera/schemas';

/** One entry of a tag input (spec 001 §3): its text, a key, and `error` when it is no email. */
export interface TagInputItem {
  id: string;
  value: string;
  status?: 'error';
}

/**
 * The tags after the typed text is committed (on space, Enter or blur): every word becomes an
 * entry, an entry already present is not added twice, and one that is no email is flagged.
 */
export const addTagEntries = (items: readonly TagInputItem[], text: string, nextId: () => string): TagInputItem[] => {
  const known = new Set(items.map((item) => item.value.toLowerCase()));
  const added: TagInputItem[] = [];
  for (const word of text.split(/\s+/)) {
    const value = word.trim();
    if (!value || known.has(value.toLowerCase())) {
      continue;
    }
    known.add(value.toLowerCase());
    added.push({ id: nextId(), value, ...(isValidEmail(value) ? {} : { status: 'error' as const }) });
  }
  return [...items, ...added];
};

/** Keys that commit the typed text as tags. */
export const isCommitKey = (key: string) => key === ' ' || key === 'Enter';
