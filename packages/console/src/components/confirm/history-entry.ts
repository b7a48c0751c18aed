const marker = '__tesseraDialog';
/** If the browser never reports the pop (e.g. the entry was already gone), do not hang. */
const popFallbackMs = 500;

/**
 * A history entry that stands for an open dialog, so that the browser's back button closes the
 * dialog instead of leaving the page. It copies the router's state so the router sees no move.
 */
export const pushDialogEntry = (onBack: () => void) => {
  window.history.pushState({ ...(window.history.state as object | null), [marker]: true }, '');
  let active = true;
  const onPop = () => {
    if (active) {
      active = false;
      window.removeEventListener('popstate', onPop);
      onBack();
    }
  };
  window.addEventListener('popstate', onPop);

  /** Removes the entry (the dialog closed by other means) and calls `done` once the browser is back. */
  const release = (done: () => void) => {
    if (!active) {
      done();
      return;
    }
    active = false;
    window.removeEventListener('popstate', onPop);
    // Resolving only after the pop keeps a caller's follow-up navigation on the right entry.
    let finished = false;
    const finish = () => {
      if (!finished) {
        finished = true;
        window.removeEventListener('popstate', finish);
        window.clearTimeout(fallback);
        done();
      }
    };
    window.addEventListener('popstate', finish);
    const fallback = window.setTimeout(finish, popFallbackMs);
    window.history.back();
  };

  return { release };
};
