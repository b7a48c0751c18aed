import clsx from 'clsx';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CloseIcon } from '../../ds/icons/icons';
import type { FieldControlProps } from '../../ds/form-field/form-field';
import { addTagEntries, isCommitKey, type TagInputItem } from './collaborator-emails';
import styles from './collaborator-emails-input.module.css';

interface CollaboratorEmailsInputProps extends FieldControlProps {
  value: readonly TagInputItem[];
  onChange: (items: TagInputItem[]) => void;
  'data-testid'?: string;
}

/**
 * Emails typed as tags (spec 000 §2.7): space, Enter or leaving the field turns the text into
 * tags; Backspace in the empty field first selects the last tag, then removes it. An entry that is
 * no email stays, marked, so it can be fixed or removed.
 */
export const CollaboratorEmailsInput = ({ value, onChange, 'data-testid': testId, ...control }: CollaboratorEmailsInputProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [selectedId, setSelectedId] = useState<string>();
  const counter = useRef(0);
  const nextId = () => {
    counter.current += 1;
    return `collaborator-${counter.current}`;
  };

  const commit = () => {
    if (text.trim()) {
      onChange(addTagEntries(value, text, nextId));
    }
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isCommitKey(event.key)) {
      // Enter would submit the form and space would type a space: both add the tag instead.
      event.preventDefault();
      commit();
      return;
    }
    if (event.key === 'Backspace' && text === '' && value.length > 0) {
      const last = value.at(-1);
      if (last && selectedId === last.id) {
        onChange(value.slice(0, -1));
        setSelectedId(undefined);
      } else {
        setSelectedId(last?.id);
      }
      return;
    }
    setSelectedId(undefined);
  };

  return (
    <div className={styles.box} data-testid={testId}>
      <ul className={styles.tags} aria-label={t('onboarding.create_tenant.collaborators')}>
        {value.map((item) => (
          <li
            key={item.id}
            className={clsx(styles.tag, item.status === 'error' && styles.invalid, item.id === selectedId && styles.selected)}
            data-testid="collaborator-tag"
            data-status={item.status}
            aria-invalid={item.status === 'error' || undefined}
          >
            <span>{item.value}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label={t('onboarding.create_tenant.remove_collaborator', { email: item.value })}
              onClick={() => onChange(value.filter((other) => other.id !== item.id))}
            >
              <CloseIcon size={12} />
            </button>
          </li>
        ))}
      </ul>
      <input
        {...control}
        className={styles.input}
        value={text}
        type="text"
        inputMode="email"
        autoComplete="off"
        placeholder={value.length === 0 ? t('onboarding.create_tenant.collaborators_placeholder') : undefined}
        data-testid={testId && `${testId}-text`}
        onChange={(event) => {
          setText(event.target.value);
          setSelectedId(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
    </div>
  );
};
