import { sourceLanguage } from '@tessera/phrases';
import type { ConnectorResponse, SignInExperience } from '@tessera/schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '../../../ds/button/button';
import { Card } from '../../../ds/card/card';
import { toFormValues, type SignInExperienceFormValues } from '../../sign-in-experience/form/sie-form-values';
import { PreviewPanel } from '../../sign-in-experience/preview/preview-panel';
import { derivedDarkColor } from '../../sign-in-experience/branding/color-fields';
import styles from '../onboarding.module.css';
import { OnboardingStepHeader } from '../onboarding-step-header';
import { BrandingFields } from './branding-fields';
import { inspire } from './inspire-me';
import { readChoices, toSignUpAndSignIn, type SignInChoices } from './onboarding-sign-in';
import { SignInFields } from './sign-in-fields';
import { findSocialOffers } from './social-offers';
import { SocialTargetsField } from './social-targets-field';
import { useFinishOnboarding } from './use-finish-onboarding';

interface OnboardingSignInFormProps {
  tenantId: string;
  saved: SignInExperience;
  connectors: readonly ConnectorResponse[];
}

/** The stored sign-in experience with its sign-up and sign-in brought within the onboarding's choices. */
const toInitialValues = (saved: SignInExperience): SignInExperienceFormValues => ({
  ...toFormValues(saved),
  ...toSignUpAndSignIn(readChoices(saved.signUp, saved.signIn)),
});

/**
 * Step 3 (spec 000 §2.3): logo, brand colour, identifier, authentication and social buttons, with
 * "Inspire me" and the live preview of the sign-in app beside them. Finish saves it all and leaves
 * for the new tenant.
 */
export const OnboardingSignInForm = ({ tenantId, saved, connectors }: OnboardingSignInFormProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<SignInExperienceFormValues>({ defaultValues: toInitialValues(saved), mode: 'onTouched' });
  const { control, handleSubmit, setValue, watch, formState } = form;
  const finish = useFinishOnboarding(tenantId, connectors);
  const [previewLanguage, setPreviewLanguage] = useState<string>(sourceLanguage);
  /** The template "Inspire me" applied last, which the next press never repeats. */
  const [templateId, setTemplateId] = useState<string>();
  const offers = findSocialOffers(connectors, i18n.language);
  const choices = readChoices(watch('signUp'), watch('signIn'));

  const setChoices = (next: SignInChoices) => {
    const { signUp, signIn } = toSignUpAndSignIn(next);
    setValue('signUp', signUp, { shouldDirty: true });
    setValue('signIn', signIn, { shouldDirty: true });
  };

  const inspireMe = () => {
    const { template, socialTargets } = inspire(
      templateId,
      offers.map((offer) => offer.id),
    );
    setTemplateId(template.id);
    setValue('color.primaryColor', template.primaryColor, { shouldDirty: true, shouldValidate: true });
    setValue('color.darkPrimaryColor', derivedDarkColor(template.primaryColor), { shouldDirty: true });
    setChoices(template);
    setValue('socialSignInConnectorTargets', socialTargets, { shouldDirty: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await finish(values);
      navigate(`/${tenantId}`, { replace: true });
    } catch {
      // The API layer has shown the error; the choices stay for another try.
    }
  });

  return (
    <div className={styles.wide}>
      <form className={styles.fields} noValidate data-testid="onboarding-sign-in-experience" onSubmit={(event) => void onSubmit(event)}>
        <OnboardingStepHeader
          step={3}
          title={t('onboarding.sign_in_experience.title')}
          description={t('onboarding.sign_in_experience.description')}
        />
        <div className={styles.row}>
          <Button onClick={inspireMe} data-testid="onboarding-inspire-me" data-template={templateId}>
            {t('onboarding.sign_in_experience.inspire_me')}
          </Button>
        </div>
        <Card className={styles.card}>
          <BrandingFields form={form} />
          <SignInFields value={choices} onChange={setChoices} />
          <Controller
            control={control}
            name="socialSignInConnectorTargets"
            render={({ field }) => <SocialTargetsField items={offers} value={field.value} onChange={field.onChange} />}
          />
        </Card>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isLoading={formState.isSubmitting} data-testid="onboarding-finish">
            {t('onboarding.sign_in_experience.finish')}
          </Button>
        </div>
      </form>
      <PreviewPanel form={form} saved={saved} language={previewLanguage} onLanguageChange={setPreviewLanguage} screen="signIn" />
    </div>
  );
};
