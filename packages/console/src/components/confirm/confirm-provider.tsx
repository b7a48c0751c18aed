import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../ds/confirm-dialog/confirm-dialog';
import { ConfirmContext, type ConfirmOptions, type ShowConfirm } from './confirm-context';
import { pushDialogEntry } from './history-entry';

interface ActiveDialog {
  options: ConfirmOptions;
  settle: (confirmed: boolean) => void;
}

/** Hosts the one confirm/alert dialog of the app and exposes `show` through useConfirm. */
export const ConfirmProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [active, setActive] = useState<ActiveDialog>();
  const activeRef = useRef<ActiveDialog>(undefined);

  const show = useCallback<ShowConfirm>(
    (options) =>
      new Promise((resolve) => {
        // A newer dialog replaces an older one, which counts as cancelled.
        activeRef.current?.settle(false);
        let settled = false;
        const close = () => {
          if (activeRef.current === dialog) {
            activeRef.current = undefined;
            setActive(undefined);
          }
        };
        const entry = pushDialogEntry(() => {
          settled = true;
          close();
          resolve([false]);
        });
        const dialog: ActiveDialog = {
          options,
          settle: (confirmed) => {
            if (settled) {
              return;
            }
            settled = true;
            close();
            entry.release(() => resolve([confirmed]));
          },
        };
        activeRef.current = dialog;
        setActive(dialog);
      }),
    [],
  );

  const type = active?.options.type ?? 'confirm';
  return (
    <ConfirmContext.Provider value={show}>
      {children}
      <ConfirmDialog
        open={Boolean(active)}
        title={active?.options.title}
        content={active?.options.content}
        type={type}
        isDanger={active?.options.isDanger}
        confirmButtonText={
          active?.options.confirmButtonText ?? (type === 'alert' ? t('general.got_it') : t('general.confirm'))
        }
        cancelButtonText={active?.options.cancelButtonText ?? t('general.cancel')}
        onConfirm={() => active?.settle(true)}
        onCancel={() => active?.settle(false)}
      />
    </ConfirmContext.Provider>
  );
};
