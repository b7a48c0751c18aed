import clsx from 'clsx';
import { useState, type KeyboardEvent } from 'react';

import type { FieldControlProps } from '../../ds/form-field/form-field';
import { CloseIcon } from '../../ds/icons/icons';
import { addTagEntries, defaultEntryEndKeys, trimEntry } from './tag-entries';
import styles from './tag-input.module.css';

export interface TagInputProps extends FieldControlProps {
  values: readonly string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  /** The caller's rule (an email, a domain…): a tag that breaks it stays, with the error status. */
  isValid: (value: string) => boolean;
  /** What a typed entry becomes (trimmed when not given); an empty result adds nothing. */
  normalize?: (entry: string) => string;
  /** Keys that end an entry besides leaving the input; space and Enter when not given. */
  entryEndKeys?: readonly string[];
  /** Told about an entry that is already a tag: it is not added again. */
  onDuplicate?: (value: string) => void;
  /** The accessible name of a tag's remove button. */
  removeLabel: (value: string) => string;
  /** The accessible name of the list of tags. */
  listLabel?: string;
  placeholder?: string;
  inputMode?: 'email' | 'text' | 'url';
  /** On the box; the text input gets this id with `-text`. */
  'data-testid'?: string;
  /** On each tag. */
  tagTestId?: string;
}

/**
 * Values typed as tags (spec 000 §2.7, spec 001 tag input item): an entry becomes a tag on one of
 * the entry-end keys or on leaving the input; an invalid one stays, with the error status, for
 * the user to fix or remove. Backspace in the empty input selects the last tag, a second
 * Backspace removes it.
 */
export const TagInput = ({
  values,
  onChange,
  onBlur,
  isValid,
  normalize = trimEntry,
  entryEndKeys = defaultEntryEndKeys,
  onDuplicate,
  removeLabel,
  listLabel,
  placeholder,
  inputMode = 'text',
  'data-testid': testId,
  tagTestId,
  ...control
}: TagInputProps) => {
  const [draft, setDraft] = useState('');
  // The selected tag by value: a tag removed by its button cannot leave another one selected.
  const [selected, setSelected] = useState<string>();
  const last = values.at(-1);

  const commit = () => {
    setDraft('');
    const { values: next, duplicates } = addTagEntries(values, draft, { normalize, entryEndKeys });
    for (const duplicate of duplicates) {
      onDuplicate?.(duplicate);
    }
    if (next.length !== values.length) {
      onChange(next);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (entryEndKeys.includes(event.key)) {
      // Enter would submit the form and space would type a space: both end the entry instead.
      event.preventDefault();
      commit();
      return;
    }
    if (event.key === 'Backspace' && draft === '' && last !== undefined) {
      event.preventDefault();
      if (selected === last) {
        setSelected(undefined);
        onChange(values.slice(0, -1));
      } else {
        setSelected(last);
      }
      return;
    }
    setSelected(undefined);
  };

  return (
    <div
      className={clsx(styles.box, control['aria-invalid'] && styles.invalid)}
      data-testid={testId}
    >
      <ul className={styles.tags} aria-label={listLabel}>
        {values.map((value) => {
          const isInvalid = !isValid(value);
          return (
            <li
              key={value}
              className={clsx(
                styles.tag,
                isInvalid && styles.tagInvalid,
                value === selected && value === last && styles.tagSelected,
              )}
              data-testid={tagTestId}
              data-status={isInvalid ? 'error' : undefined}
              aria-invalid={isInvalid || undefined}
            >
              <span>{value}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={removeLabel(value)}
                onClick={() => onChange(values.filter((other) => other !== value))}
              >
                <CloseIcon size={12} />
              </button>
            </li>
          );
        })}
      </ul>
      <input
        {...control}
        type="text"
        inputMode={inputMode}
        className={styles.input}
        value={draft}
        autoComplete="off"
        spellCheck={false}
        placeholder={values.length === 0 ? placeholder : undefined}
        data-testid={testId && `${testId}-text`}
        onChange={(event) => {
          setSelected(undefined);
          setDraft(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setSelected(undefined);
          commit();
          onBlur?.();
        }}
      />
    </div>
  );
};
