import { viewportMarginPx } from '@tessera/schemas';
import { DropdownMenu as Menu } from 'radix-ui';
import type { ReactNode } from 'react';

import { ChevronRightIcon } from '../icons/icons';
import styles from './dropdown-menu.module.css';
import { useHoverSubmenu } from './use-hover-submenu';

interface HoverSubmenuProps {
  trigger: ReactNode;
  children: ReactNode;
  openDelayMs: number;
  closeDelayMs: number;
  triggerTestId?: string;
}

/** A submenu item whose menu opens on a hover delay (see useHoverSubmenu). */
export const HoverSubmenu = ({ trigger, children, openDelayMs, closeDelayMs, triggerTestId }: HoverSubmenuProps) => {
  const { open, onOpenChange, triggerProps, contentProps } = useHoverSubmenu({ openDelayMs, closeDelayMs });

  return (
    <Menu.Sub open={open} onOpenChange={onOpenChange}>
      <Menu.SubTrigger className={styles.item} data-testid={triggerTestId} {...triggerProps}>
        {trigger}
        <ChevronRightIcon size={16} className={styles.chevron} />
      </Menu.SubTrigger>
      <Menu.Portal>
        <Menu.SubContent
          sideOffset={4}
          collisionPadding={viewportMarginPx}
          className={styles.content}
          {...contentProps}
        >
          {children}
        </Menu.SubContent>
      </Menu.Portal>
    </Menu.Sub>
  );
};
