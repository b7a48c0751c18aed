import clsx from 'clsx';
import { Toast } from 'radix-ui';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

import { CheckIcon, CloseIcon } from '../icons/icons';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import styles from './toast.module.css';

type ToastKind = 'success' | 'error';

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

/** Errors stay longer: they are usually longer and need reading. */
const durationMs: Record<ToastKind, number> = { success: 4000, error: 8000 };

interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the notification region (the viewport landmark). */
  regionLabel: string;
  /** What a screen reader calls each toast when it announces one. */
  itemLabel?: string;
  /** Accessible name of each toast's dismiss button. */
  dismissLabel: string;
}

export const ToastProvider = ({ children, regionLabel, itemLabel = regionLabel, dismissLabel }: ToastProviderProps) => {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const push = useCallback((kind: ToastKind, message: string, options: ToastOptions = {}) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { id, kind, message, durationMs: options.durationMs ?? durationMs[kind] }]);
  }, []);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => push('success', message, options),
      error: (message, options) => push('error', message, options),
    }),
    [push],
  );

  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider label={itemLabel}>
        {children}
        {toasts.map(({ id, kind, message, durationMs: duration }) => (
          <Toast.Root
            key={id}
            duration={duration}
            type={kind === 'error' ? 'foreground' : 'background'}
            className={clsx(styles.toast, styles[kind])}
            data-testid={`toast-${kind}`}
            onOpenChange={(open) => {
              if (!open) {
                remove(id);
              }
            }}
          >
            <span className={styles.icon}>{kind === 'success' ? <CheckIcon size={16} /> : '!'}</span>
            <Toast.Description className={styles.message}>{message}</Toast.Description>
            <Toast.Close className={styles.close} aria-label={dismissLabel}>
              <CloseIcon size={16} />
            </Toast.Close>
          </Toast.Root>
        ))}
        {/* The viewport's own default label is English; the region is named in the user's language. */}
        <Toast.Viewport className={styles.viewport} label={regionLabel} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
};
