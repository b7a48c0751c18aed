import { isLanguage, negotiateLanguage, languages, sourceLanguage } from '@tessera/phrases';
import type { ExperiencePreviewMessage } from '@tessera/schemas';
import { useEffect, useMemo, type MouseEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { PageSkeleton } from '../app/page-skeleton';
import { changeLanguage, setPhraseOverlay } from '../i18n/i18n';
import { ExperienceFrame } from '../layout/experience-frame';
import { ExperienceSettingsContext } from '../sign-in-exp/sign-in-exp-context';
import { useApplyBranding } from '../sign-in-exp/use-apply-branding';
import { PreviewScreen } from './preview-screen';
import { toPreviewedExperience } from './preview-settings';
import { usePreviewMessage } from './use-preview-message';
import styles from './preview.module.css';

/** Nothing in the preview may act: links do not navigate, buttons and forms do nothing. */
const stopActions = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a, button')) {
    event.preventDefault();
  }
};
const stopSubmit = (event: SyntheticEvent) => event.preventDefault();

const Previewed = ({ message }: { message: ExperiencePreviewMessage }) => {
  const signInExperience = useMemo(
    () => toPreviewedExperience(message.signInExperience),
    [message.signInExperience],
  );
  const settings = useMemo(() => ({ signInExperience, isPreview: true }), [signInExperience]);
  useApplyBranding(signInExperience, message.mode);

  const language = isLanguage(message.language)
    ? message.language
    : negotiateLanguage(message.language, languages, sourceLanguage);
  useEffect(() => {
    void setPhraseOverlay(language, message.customPhrases).then(() => changeLanguage(language));
  }, [language, message.customPhrases]);

  return (
    <ExperienceSettingsContext value={settings}>
      {/* Clicks and submits are stopped before any handler of the page sees them. */}
      <div
        className={styles.preview}
        data-testid="preview"
        data-platform={message.platform}
        onClickCapture={stopActions}
        onSubmitCapture={stopSubmit}
      >
        <ExperienceFrame
          branding={signInExperience.branding}
          isMobile={message.platform === 'mobile'}
          hasFooter={false}
        >
          <PreviewScreen screen={message.screen ?? 'signIn'} />
        </ExperienceFrame>
      </div>
    </ExperienceSettingsContext>
  );
};

/** The console's live preview: renders whatever settings it posts, without a reload. */
export const PreviewApp = () => {
  const { t } = useTranslation();
  const message = usePreviewMessage();
  if (!message) {
    return (
      <div aria-label={t('preview.waiting')}>
        <PageSkeleton />
      </div>
    );
  }
  return <Previewed message={message} />;
};
