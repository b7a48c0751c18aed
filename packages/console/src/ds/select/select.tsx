import clsx from 'clsx';
import type { SelectHTMLAttributes } from 'react';

import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { options: readonly SelectOption[] };

/** A native select: keyboard and screen-reader behaviour come from the browser. */
export const Select = ({ options, className, ...props }: SelectProps) => (
  <select className={clsx(styles.select, className)} {...props}>
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </select>
);
