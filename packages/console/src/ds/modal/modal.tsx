import clsx from 'clsx';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A dialog with a title, a close button, focus trapping and Escape to close. */
export const Modal = ({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  className,
  'data-testid': testId,
}: ModalProps) => (
  <Dialog.Root open={open} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        className={clsx(styles.content, className)}
        data-testid={testId}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.header}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Close asChild>
            <IconButton label={closeLabel} size="small">
              <CloseIcon />
            </IconButton>
          </Dialog.Close>
        </div>
        {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
        {children && <div className={styles.body}>{children}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
