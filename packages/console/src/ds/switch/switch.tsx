import type { ReactNode } from 'react';

import styles from './switch.module.css';

interface SwitchProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  'data-testid'?: string;
}

/** An on/off switch (`role="switch"`) with its label and an optional description. */
export const Switch = ({ id, checked, onCheckedChange, label, description, disabled, 'data-testid': testId }: SwitchProps) => (
  <div className={styles.row}>
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={description ? `${id}-description` : undefined}
      disabled={disabled}
      className={styles.switch}
      data-testid={testId}
      onClick={() => onCheckedChange(!checked)}
    >
      <span className={styles.thumb} />
    </button>
    <span className={styles.text}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description && (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      )}
    </span>
  </div>
);
