import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

import { Button } from '../button/button';
import styles from '../modal/modal.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** Without a title the content itself names the dialog. */
  title?: ReactNode;
  content: ReactNode;
  /** An alert has only the confirm button. */
  type: 'confirm' | 'alert';
  confirmButtonText: string;
  cancelButtonText: string;
  isDanger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export const ConfirmDialog = ({
  open,
  title,
  content,
  type,
  confirmButtonText,
  cancelButtonText,
  isDanger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => (
  <AlertDialog.Root
    open={open}
    onOpenChange={(isOpen) => {
      if (!isOpen) {
        onCancel();
      }
    }}
  >
    <AlertDialog.Portal>
      <AlertDialog.Overlay className={styles.overlay} />
      <AlertDialog.Content
        className={styles.content}
        data-testid="confirm-dialog"
        {...(title ? {} : { 'aria-describedby': undefined })}
      >
        {title ? (
          <>
            <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
            <AlertDialog.Description className={styles.description}>{content}</AlertDialog.Description>
          </>
        ) : (
          <AlertDialog.Title className={styles.description}>{content}</AlertDialog.Title>
        )}
        <div className={styles.footer}>
          {type === 'confirm' && (
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{cancelButtonText}</Button>
            </AlertDialog.Cancel>
          )}
          {/* Not AlertDialog.Action: that would also report a close, i.e. a cancel. */}
          <Button variant={isDanger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmButtonText}
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  </AlertDialog.Root>
);
