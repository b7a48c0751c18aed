import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldControlProps } from '../../../ds/form-field/form-field';
import { CloseIcon } from '../../../ds/icons/icons';
import styles from './domain-tag-input.module.css';
import { isEntryEnd, isValidDomain, normalizeDomain } from './domain-tags';

interface DomainTagInputProps extends FieldControlProps {
  values: readonly string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  /** A repeated entry is not added; the field says so. */
  onDuplicate: (domain: string) => void;
  'data-testid'?: string;
}

/**
 * Email domains as tags: an entry becomes a tag on Enter, space, comma or leaving the input; an
 * invalid one is kept, marked, for the user to fix. Backspace in the empty input selects the last
 * tag, a second Backspace removes it.
 */
export const DomainTagInput = ({
  values,
  onChange,
  onBlur,
  onDuplicate,
  'data-testid': testId,
  ...control
}: DomainTagInputProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [isLastSelected, setLastSelected] = useState(false);

  const commit = () => {
    const domain = normalizeDomain(draft);
    setDraft('');
    if (!domain) {
      return;
    }
    if (values.includes(domain)) {
      onDuplicate(domain);
      return;
    }
    onChange([...values, domain]);
  };

  return (
    <div className={clsx(styles.box, control['aria-invalid'] && styles.invalid)} data-testid={testId}>
      <ul className={styles.tags}>
        {values.map((domain, index) => (
          <li
            key={domain}
            className={clsx(
              styles.tag,
              !isValidDomain(domain) && styles.tagInvalid,
              isLastSelected && index === values.length - 1 && styles.tagSelected,
            )}
            data-testid="sso-domain-tag"
            data-invalid={!isValidDomain(domain) || undefined}
          >
            {domain}
            <button
              type="button"
              className={styles.remove}
              aria-label={t('enterprise_sso.experience.remove_domain', { domain })}
              onClick={() => onChange(values.filter((value) => value !== domain))}
            >
              <CloseIcon size={12} />
            </button>
          </li>
        ))}
      </ul>
      <input
        {...control}
        className={styles.input}
        value={draft}
        autoComplete="off"
        spellCheck={false}
        placeholder={values.length === 0 ? 'example.com' : undefined}
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
