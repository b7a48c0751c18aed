import type { ExperiencePreviewMessage, SignInExperience } from '@tessera/schemas';
import { experiencePreviewMessageType } from '@tessera/schemas';
import clsx from 'clsx';
import { useMemo, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCustomPhrases } from '../../../api/custom-phrases/queries';
import { Button } from '../../../ds/button/button';
import { Select } from '../../../ds/select/select';
import type { PhraseDraft } from '../content/custom-phrases/use-phrase-draft';
import { languageOptions } from '../content/language-fields';
import { toEditedRecord, type SignInExperienceFormValues } from '../form/sie-form-values';
import styles from '../sign-in-experience.module.css';
import { usePreviewMessages } from './use-preview-messages';
import { usePreviewUrl } from './use-preview-url';

type Platform = ExperiencePreviewMessage['platform'];
type Mode = ExperiencePreviewMessage['mode'];
type Screen = NonNullable<ExperiencePreviewMessage['screen']>;

interface PreviewPanelProps {
  form: UseFormReturn<SignInExperienceFormValues>;
  saved: SignInExperience;
  /** The phrases editor's unsaved overrides, shown when their language is previewed (none elsewhere). */
  phrases?: Pick<PhraseDraft, 'isDirty' | 'language' | 'translation'>;
  /** The previewed language; the form moves it to the language of a phrase being edited. */
  language: string;
  onLanguageChange: (language: string) => void;
  /** The screen shown; a field about another screen turns the preview to it. */
  screen: Screen;
}

/** Buttons of which one is on (`aria-pressed`), for the platform and the theme. */
const Segmented = <Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}) => (
  <div role="group" aria-label={label} className={styles.segmented}>
    {options.map((option) => (
      <Button
        key={option.value}
        size="small"
        variant={option.value === value ? 'primary' : 'outline'}
        aria-pressed={option.value === value}
        data-testid={`preview-${option.value}`}
        onClick={() => onChange(option.value)}
      >
        {option.label}
      </Button>
    ))}
  </div>
);

/** The sign-in app as edited, in a frame beside the form (spec 000 §2.3). */
export const PreviewPanel = ({
  form,
  saved,
  phrases,
  language,
  onLanguageChange,
  screen,
}: PreviewPanelProps) => {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const url = usePreviewUrl();
  const [platform, setPlatform] = useState<Platform>('web');
  const [mode, setMode] = useState<Mode>('light');
  const values = useWatch({ control: form.control }) as SignInExperienceFormValues;
  const customPhrases = useCustomPhrases();
  const storedTranslation = customPhrases.data?.find(
    (phrase) => phrase.languageTag === language,
  )?.translation;
  const showsUnsavedPhrases = phrases !== undefined && phrases.isDirty && phrases.language === language;
  const translation = showsUnsavedPhrases ? phrases.translation : storedTranslation;

  const message = useMemo<ExperiencePreviewMessage>(
    () => ({
      type: experiencePreviewMessageType,
      signInExperience: toEditedRecord(saved, values),
      ...(translation ? { customPhrases: translation } : {}),
      language,
      mode,
      platform,
      screen,
    }),
    [saved, values, translation, language, mode, platform, screen],
  );
  usePreviewMessages(frame, url?.origin, message);

  return (
    <aside
      className={styles.preview}
      aria-label={t('sign_in_experience.preview.title')}
      data-testid="sie-preview"
    >
      <div className={styles.previewToolbar}>
        <Segmented
          label={t('sign_in_experience.preview.platform')}
          value={platform}
          options={[
            { value: 'web', label: t('sign_in_experience.preview.web') },
            { value: 'mobile', label: t('sign_in_experience.preview.mobile') },
          ]}
          onChange={setPlatform}
        />
        <Segmented
          label={t('sign_in_experience.preview.mode')}
          value={mode}
          options={[
            { value: 'light', label: t('sign_in_experience.preview.light') },
            { value: 'dark', label: t('sign_in_experience.preview.dark') },
          ]}
          onChange={setMode}
        />
        <Select
          aria-label={t('sign_in_experience.preview.language')}
          value={language}
          options={languageOptions}
          data-testid="preview-language"
          onChange={(event) => onLanguageChange(event.target.value)}
        />
      </div>
      {/* Says why the preview differs from what is saved, and why its language may have changed. */}
      <p
        role="status"
        className={clsx(styles.hint, styles.previewStatus)}
        data-testid="preview-unsaved-phrases"
      >
        {showsUnsavedPhrases ? t('sign_in_experience.preview.unsaved_phrases') : ''}
      </p>
      <div className={styles.previewStage}>
        {url && (
          <iframe
            ref={frame}
            src={url.href}
            title={t('sign_in_experience.preview.frame_title')}
            className={clsx(styles.previewFrame, styles[platform])}
            data-testid="preview-frame"
          />
        )}
      </div>
    </aside>
  );
};
