import clsx from 'clsx';
import { useEffect, useRef, type InputHTMLAttributes } from 'react';

import styles from './checkbox.module.css';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Some but not all of what it stands for is checked. */
  isIndeterminate?: boolean;
};

export const Checkbox = ({ isIndeterminate = false, className, ...props }: CheckboxProps) => {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) {
      ref.current.indeterminate = isIndeterminate;
    }
  }, [isIndeterminate]);
  return <input ref={ref} type="checkbox" className={clsx(styles.checkbox, className)} {...props} />;
};
