import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, type BlockerFunction } from 'react-router';

import { useConfirm } from '../confirm/use-confirm';

/**
 * Navigation state that passes the guard: for leaving after the entity itself is gone (deleted),
 * when there is nothing left to save. `navigate(to, { state: skipUnsavedChangesGuard })`.
 */
export const skipUnsavedChangesGuard = { skipUnsavedChangesGuard: true } as const;

const isSkipped = (state: unknown) =>
  typeof state === 'object' && state !== null && 'skipUnsavedChangesGuard' in state;

/**
 * Asks before leaving a form with unsaved changes: in-app navigation waits for a confirm dialog,
 * closing or reloading the tab gets the browser's own prompt. A form spread over several tabs
 * passes their common `basePath`: moving between its tabs keeps the edits and is not leaving.
 */
export const useUnsavedChangesGuard = (isDirty: boolean, basePath?: string) => {
  const { t } = useTranslation();
  const { show } = useConfirm();
  const navigate = useNavigate();
  const bypass = useRef(false);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        isDirty &&
        !bypass.current &&
        !isSkipped(nextLocation.state) &&
        currentLocation.pathname !== nextLocation.pathname &&
        !(basePath && nextLocation.pathname.startsWith(`${basePath}/`)),
      [isDirty, basePath],
    ),
  );
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  }, [blocker]);

  const target = blocker.state === 'blocked' ? blocker.location : undefined;

  useEffect(() => {
    if (!target) {
      return;
    }
    void show({
      title: t('shared_form.unsaved_title'),
      content: t('shared_form.unsaved_description'),
      confirmButtonText: t('shared_form.leave'),
      cancelButtonText: t('shared_form.stay'),
      isDanger: true,
    }).then(([confirmed]) => {
      // The dialog's own history entry has been popped by now, which may already have reset the
      // blocker; so leave by navigating again rather than through `proceed`.
      blockerRef.current.reset?.();
      if (confirmed) {
        bypass.current = true;
        navigate({ pathname: target.pathname, search: target.search, hash: target.hash });
      }
    });
  }, [target, navigate, show, t]);

  useEffect(() => {
    if (!isDirty) {
      return;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
};
