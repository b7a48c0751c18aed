import type { AnchorHTMLAttributes } from 'react';

import { buttonClassName, type ButtonLook } from './button-class-name';

type LinkButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLook & { isExternal?: boolean };

/** An anchor that looks like a button; external ones open in a new tab without an opener. */
export const LinkButton = ({ variant, size, className, isExternal = false, ...props }: LinkButtonProps) => (
  <a
    className={buttonClassName({ variant, size, className })}
    {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    {...props}
  />
);
