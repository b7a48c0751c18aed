import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldControlProps } from '../../../ds/form-field/form-field';
import { CloseIcon } from '../../../ds/icons/icons';
import styles from './email-tag-input.module.css';
import { addEmail, isEntryEnd, isValidEmail } from './email-tags';

interface EmailTagInputProps extends FieldControlProps {
  values: readonly string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  'data-testid'?: string;
}

/**
 * Email addresses as tags (spec 001 §5): an entry becomes a tag on space, Enter or leaving the
 * input; an invalid one is kept with an error status for the user to fix. Backspace in the empty
 * input selects the last tag, a second Backspace removes it.
 */
export const EmailTagInput = ({ values, onChange, onBlur, 'data-testid': testId, ...control }: EmailTagInputProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [isLastSelected, setLastSelected] = useState(false);

  const commit = () => {
    const next = addEmail(values, draft);
    setDraft('');
    if (next.length !== values.length) {
      onChange(next);
    }
  };

  return (
    <div className={clsx(styles.box, control['aria-invalid'] && styles.invalid)} data-testid={testId}>
      <ul className={styles.tags}>
        {values.map((email, index) => (
          <li
            key={email}
            className={clsx(
              styles.tag,
              !isValidEmail(email) && styles.tagInvalid,
              isLastSelected && index === values.length - 1 && styles.tagSelected,
            )}
            data-testid="invitee-tag"
            data-invalid={!isValidEmail(email) || undefined}
          >
            {email}
            <button
              type="button"
              className={styles.remove}
              aria-label={t('tenant_members.remove_email', { email })}
              onClick={() => onChange(values.filter((value) => value !== email))}
            >
              <CloseIcon size={12} />
            </button>
          </li>
        ))}
      </ul>
      <input
        {...control}
        type="email"
        className={styles.input}
        value={draft}
        autoComplete="off"
        spellCheck={false}
        placeholder={values.length === 0 ? 'name@example.com' : undefined}
        onChange={(event) => {
          setLastSelected(false);
          setDraft(event.target.value);
        }}
        onKeyDown={(event) => {
          if (isEntryEnd(event.key)) {
            event.preventDefault();
            commit();
            return;
          }
          if (event.key === 'Backspace' && draft === '' && values.length > 0) {
            event.preventDefault();
            if (isLastSelected) {
              setLastSelected(false);
              onChange(values.slice(0, -1));
            } else {
              setLastSelected(true);
            }
          }
        }}
        onBlur={() => {
          setLastSelected(false);
          commit();
          onBlur?.();
        }}
      />
    </div>
  );
};
