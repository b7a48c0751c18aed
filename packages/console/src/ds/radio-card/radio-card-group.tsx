import type { ReactNode } from 'react';

import styles from './radio-card-group.module.css';

export interface RadioCardOption<Value extends string> {
  value: Value;
  title: string;
  description?: string;
  icon?: ReactNode;
  disabled?: boolean;
  'data-testid'?: string;
}

interface RadioCardGroupProps<Value extends string> {
  name: string;
  legend: string;
  value: Value | undefined;
  options: readonly RadioCardOption<Value>[];
  onChange: (value: Value) => void;
}

/** Native radios drawn as cards: arrow keys move between options as in any radio group. */
export const RadioCardGroup = <Value extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: RadioCardGroupProps<Value>) => (
  <fieldset className={styles.group}>
    <legend className={styles.legend}>{legend}</legend>
    <div className={styles.options}>
      {options.map((option) => (
        <label key={option.value} className={styles.card} data-testid={option['data-testid']}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          {option.icon && <span className={styles.icon}>{option.icon}</span>}
          <span>
            <span className={styles.title}>{option.title}</span>
            {option.description && <span className={styles.description}>{option.description}</span>}
          </span>
        </label>
      ))}
    </div>
  </fieldset>
);
