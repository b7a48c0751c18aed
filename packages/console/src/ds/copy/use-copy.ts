import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the "copied" state lasts. */
const copiedMs = 1500;

/** The Clipboard API exists only in secure contexts; elsewhere fall back to a selection copy. */
const writeText = async (text: string) => {
  if (navigator.clipboard) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) {
      throw new Error('Copying was refused');
    }
  } finally {
    area.remove();
  }
};

/** Copies text to the clipboard; `isCopied` stays true for a moment afterwards. */
export const useCopy = () => {
  const [isCopied, setCopied] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await writeText(text);
    } catch {
      // Nothing to tell beyond not showing "copied": the value stays on screen to select by hand.
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), copiedMs);
  }, []);

  return { copy, isCopied };
};
