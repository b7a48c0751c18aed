import { useEffect, useRef, useState } from 'react';

import { SearchIcon } from '../../ds/icons/action-icons';
import { TextInput } from '../../ds/text-input/text-input';
import styles from './search-bar.module.css';

/** Typing pauses this long before the search runs. */
export const searchDebounceMs = 300;

interface SearchBarProps {
  /** The applied search (e.g. from the URL); the field follows it when it changes elsewhere. */
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  'data-testid'?: string;
}

/** A search field that reports after a pause in typing, or at once on Enter. */
export const SearchBar = ({ value, onSearch, label, placeholder, 'data-testid': testId }: SearchBarProps) => {
  const [text, setText] = useState(value);
  const timer = useRef<number>(undefined);
  const onSearchRef = useRef(onSearch);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  useEffect(() => setText(value), [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (next: string) => {
    window.clearTimeout(timer.current);
    if (next.trim() !== value) {
      onSearchRef.current(next.trim());
    }
  };

  return (
    <div className={styles.search} role="search">
      <SearchIcon size={16} className={styles.icon} />
      <TextInput
        type="search"
        className={styles.input}
        value={text}
        aria-label={label}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => apply(next), searchDebounceMs);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply(text);
          }
        }}
      />
    </div>
  );
};
