import {
  customContentPages,
  lengthLimits,
  type CustomContentPage,
  type ExperiencePreviewMessage,
} from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { FormField } from '../../../ds/form-field/form-field';
import { Textarea } from '../../../ds/text-input/textarea';
import { useSignInExperienceForm } from '../form/sie-form-context';
import { customContentFields } from '../form/sie-form-values';
import styles from '../sign-in-experience.module.css';

type PreviewScreen = NonNullable<ExperiencePreviewMessage['screen']>;

/** The preview screen of each page; the consent page has none, the preview stays as it is. */
const previewScreens: Partial<Record<CustomContentPage, PreviewScreen>> = {
  '/sign-in': 'signIn',
  '/register': 'register',
  '/forgot-password': 'forgotPassword',
};

/**
 * A text of the tenant's own under a page of the sign-in app (help, a notice, a link). The
 * preview turns to the page whose text has the focus, so what is typed is what is seen.
 */
export const CustomContentFields = () => {
  const { t } = useTranslation();
  const { form, showPreviewScreen } = useSignInExperienceForm();
  const { register, formState, watch } = form;
  return (
    <FormCard
      title={t('sign_in_experience.custom_content.title')}
      description={t('sign_in_experience.custom_content.description')}
      data-testid="sie-custom-content"
    >
      <div className={styles.fields}>
        {customContentPages.map((page) => {
          const field = customContentFields[page];
          const error = formState.errors.customContent?.[field]?.message;
          const screen = previewScreens[page];
          return (
            <FormField
              key={page}
              id={`sie-custom-content-${field}`}
              label={t(`sign_in_experience.custom_content.pages.${field}`)}
              description={t('sign_in_experience.custom_content.length', {
                used: watch(`customContent.${field}`).length,
                limit: lengthLimits.customContent,
              })}
              error={error}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  maxLength={lengthLimits.customContent}
                  hasError={Boolean(error)}
                  data-testid={`sie-custom-content-${field}`}
                  onFocus={screen ? () => showPreviewScreen(screen) : undefined}
                  {...register(`customContent.${field}`)}
                />
              )}
            </FormField>
          );
        })}
      </div>
    </FormCard>
  );
};
