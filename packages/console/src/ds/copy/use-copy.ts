import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the "copied" state lasts. */
const copiedMs = 1500;

/** Copies text to the clipboard; `isCopied` stays true for a moment afterwards. */
export const useCopy = () => {
  const [isCopied, setCopied] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), copiedMs);
  }, []);

  return { copy, isCopied };
};
