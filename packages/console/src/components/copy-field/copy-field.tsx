import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCopy } from '../../ds/copy/use-copy';
import { CopyIcon, EyeIcon, EyeOffIcon } from '../../ds/icons/action-icons';
import { CheckIcon } from '../../ds/icons/icons';
import { IconButton } from '../../ds/icon-button/icon-button';
import styles from './copy-field.module.css';

interface CopyFieldProps {
  value: string;
  /** Names the value for the copy button ("Copy App ID"). */
  label: string;
  /** Dots until shown, for secrets. */
  isSecret?: boolean;
  /** Compact, for headers and table cells. */
  isInline?: boolean;
  'data-testid'?: string;
}

/** A read-only value with a copy button (and a show/hide toggle for secrets). */
export const CopyField = ({ value, label, isSecret = false, isInline = false, 'data-testid': testId }: CopyFieldProps) => {
  const { t } = useTranslation();
  const { copy, isCopied } = useCopy();
  const [isShown, setShown] = useState(!isSecret);

  return (
    <div className={clsx(styles.field, isInline && styles.inline)}>
      <span className={styles.value} data-testid={testId} title={isShown ? value : undefined}>
        {isShown ? value : '•'.repeat(Math.min(value.length, 24))}
      </span>
      {isSecret && (
        <IconButton
          size="small"
          label={isShown ? t('shared_form.hide_value', { label }) : t('shared_form.show_value', { label })}
          onClick={() => setShown((shown) => !shown)}
        >
          {isShown ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
        </IconButton>
      )}
      <IconButton
        size="small"
        label={isCopied ? t('shared_form.copied') : t('shared_form.copy_value', { label })}
        onClick={() => void copy(value)}
      >
        {isCopied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      </IconButton>
    </div>
  );
};
