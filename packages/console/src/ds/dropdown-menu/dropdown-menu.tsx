import { viewportMarginPx } from '@tessera/schemas';
import clsx from 'clsx';
import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';

import { CheckIcon } from '../icons/icons';
import styles from './dropdown-menu.module.css';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export const DropdownMenuContent = ({ className, ...props }: ComponentProps<typeof Menu.Content>) => (
  <Menu.Portal>
    <Menu.Content
      sideOffset={8}
      collisionPadding={viewportMarginPx}
      className={clsx(styles.content, className)}
      {...props}
    />
  </Menu.Portal>
);

export const DropdownMenuItem = ({ className, ...props }: ComponentProps<typeof Menu.Item>) => (
  <Menu.Item className={clsx(styles.item, className)} {...props} />
);

export const DropdownMenuRadioItem = ({ className, children, ...props }: ComponentProps<typeof Menu.RadioItem>) => (
  <Menu.RadioItem className={clsx(styles.item, className)} {...props}>
    <span className={styles.indicator}>
      <Menu.ItemIndicator>
        <CheckIcon size={16} />
      </Menu.ItemIndicator>
    </span>
    {children}
  </Menu.RadioItem>
);

export const DropdownMenuSeparator = () => <Menu.Separator className={styles.separator} />;

export const DropdownMenuLabel = ({ className, ...props }: ComponentProps<typeof Menu.Label>) => (
  <Menu.Label className={clsx(styles.label, className)} {...props} />
);
