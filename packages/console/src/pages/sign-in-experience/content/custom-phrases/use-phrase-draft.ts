import { sourceLanguage } from '@tessera/phrases';
import type { CustomPhrase, Translation } from '@tessera/schemas';
import { useCallback, useMemo, useState } from 'react';

import { useCustomPhrases } from '../../../../api/custom-phrases/queries';
import { flattenPhrases, nestPhrases } from './phrase-keys';

/** The custom phrases of one language as the admin is editing them, before they are saved. */
export interface PhraseDraft {
  /** The language whose overrides are being edited. */
  language: string;
  /** The saved overrides with the unsaved edits over them, by dotted key. */
  overrides: Readonly<Record<string, string>>;
  /** The overrides as they would be saved (blank ones left out). */
  translation: Translation;
  /** The stored overrides of the language, if it has any. */
  stored: CustomPhrase | undefined;
  isLoading: boolean;
  isDirty: boolean;
  /** Another language; its unsaved edits are dropped (the editor asks first). */
  setLanguage: (language: string) => void;
  setOverride: (key: string, text: string) => void;
  /** Back to the stored overrides: after a discard, a save or a delete. */
  discard: () => void;
}

/**
 * Held by the sign-in experience form rather than the phrases editor, so the unsaved edits
 * outlive a switch of tabs, reach the live preview, and count for the leave guard. `onEdit` is
 * told the language of every edit.
 */
export const usePhraseDraft = (onEdit?: (language: string) => void): PhraseDraft => {
  const [language, setLanguageState] = useState<string>(sourceLanguage);
  // `undefined` until the admin edits: the stored overrides show, however often they are refetched.
  const [edits, setEdits] = useState<Record<string, string>>();
  const customPhrases = useCustomPhrases();

  const stored = customPhrases.data?.find((phrase) => phrase.languageTag === language);
  const savedOverrides = useMemo(() => Object.fromEntries(stored ? flattenPhrases(stored.translation) : []), [stored]);
  const overrides = useMemo(() => (edits ? { ...savedOverrides, ...edits } : savedOverrides), [edits, savedOverrides]);
  const translation = useMemo(() => nestPhrases(overrides), [overrides]);
  const isDirty = useMemo(() => JSON.stringify(translation) !== JSON.stringify(nestPhrases(savedOverrides)), [translation, savedOverrides]);

  const setLanguage = useCallback((next: string) => {
    setLanguageState(next);
    setEdits(undefined);
  }, []);
  const setOverride = useCallback(
    (key: string, text: string) => {
      setEdits((current) => ({ ...current, [key]: text }));
      onEdit?.(language);
    },
    [language, onEdit],
  );
  const discard = useCallback(() => setEdits(undefined), []);

  return {
    language,
    overrides,
    translation,
    stored,
    isLoading: customPhrases.isPending,
    isDirty,
    setLanguage,
    setOverride,
    discard,
  };
};
