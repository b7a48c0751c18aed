import {
  consoleCustomDataGuard,
  onboardingAdditionalFeatures,
  onboardingProjects,
  onboardingStages,
  type CurrentUser,
  type OnboardingQuestionnaire,
} from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useUpdateCustomData } from '../../../api/me/mutations';
import { Button } from '../../../ds/button/button';
import { Card } from '../../../ds/card/card';
import { Checkbox } from '../../../ds/checkbox/checkbox';
import { FormField } from '../../../ds/form-field/form-field';
import { RadioCardGroup } from '../../../ds/radio-card/radio-card-group';
import { TextInput } from '../../../ds/text-input/text-input';
import styles from '../onboarding.module.css';
import { onboardingStepPath } from '../onboarding-redirect';
import { OnboardingStepHeader } from '../onboarding-step-header';

type Project = (typeof onboardingProjects)[number];
type Stage = (typeof onboardingStages)[number];
type Feature = (typeof onboardingAdditionalFeatures)[number];

interface WelcomeValues {
  project: Project;
  companyName: string;
  stage: Stage | undefined;
  additionalFeatures: Feature[];
}

const stageLabels = {
  'new-product': 'onboarding.welcome.stage_new_product',
  'existing-product': 'onboarding.welcome.stage_existing_product',
  'target-enterprise-ready': 'onboarding.welcome.stage_target_enterprise_ready',
} as const satisfies Record<Stage, string>;

const featureLabels = {
  'customize-ui-and-flow': 'onboarding.welcome.feature_customize_ui_and_flow',
  compliance: 'onboarding.welcome.feature_compliance',
  'export-user-data': 'onboarding.welcome.feature_export_user_data',
  'budget-control': 'onboarding.welcome.feature_budget_control',
  'bring-own-auth': 'onboarding.welcome.feature_bring_own_auth',
  others: 'onboarding.welcome.feature_others',
} as const satisfies Record<Feature, string>;

/** The answers saved before, if any, so going back to this step shows them. */
const toValues = (user: CurrentUser): WelcomeValues => {
  const stored = consoleCustomDataGuard.shape.onboarding.safeParse(user.customData.onboarding);
  const questionnaire = (stored.success ? stored.data?.questionnaire : undefined) ?? {};
  return {
    project: questionnaire.project ?? 'personal',
    companyName: questionnaire.companyName ?? '',
    stage: questionnaire.stage,
    additionalFeatures: questionnaire.additionalFeatures ?? [],
  };
};

/** The company name is asked only of a company's project. */
export const toQuestionnaire = (values: WelcomeValues): OnboardingQuestionnaire => ({
  project: values.project,
  ...(values.project === 'company' && values.companyName.trim() ? { companyName: values.companyName.trim() } : {}),
  ...(values.stage ? { stage: values.stage } : {}),
  additionalFeatures: values.additionalFeatures,
});

/** Step 1: who the project is for and what it needs; Next saves the answers (spec 000 §2.3). */
export const WelcomeStep = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const updateCustomData = useUpdateCustomData();
  const { control, register, handleSubmit, watch, formState } = useForm<WelcomeValues>({ defaultValues: toValues(user) });
  const project = watch('project');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateCustomData.mutateAsync({ onboarding: { questionnaire: toQuestionnaire(values) } });
      navigate(onboardingStepPath('create-tenant'));
    } catch {
      // The API layer has shown the error; the answers stay for another try.
    }
  });

  return (
    <form className={styles.step} noValidate data-testid="onboarding-welcome" onSubmit={(event) => void onSubmit(event)}>
      <OnboardingStepHeader step={1} title={t('onboarding.welcome.title')} description={t('onboarding.welcome.description')} />
      <Card className={styles.card}>
        <Controller
          control={control}
          name="project"
          render={({ field }) => (
            <RadioCardGroup
              name="onboarding-project"
              legend={t('onboarding.welcome.project')}
              value={field.value}
              onChange={field.onChange}
              options={onboardingProjects.map((value) => ({
                value,
                title: t(`onboarding.welcome.project_${value}`),
                'data-testid': `onboarding-project-${value}`,
              }))}
            />
          )}
        />
        {project === 'company' && (
          <FormField id="onboarding-company-name" label={t('onboarding.welcome.company_name')}>
            {(fieldControl) => (
              <TextInput
                {...fieldControl}
                {...register('companyName')}
                placeholder={t('onboarding.welcome.company_name_placeholder')}
                data-testid="onboarding-company-name"
              />
            )}
          </FormField>
        )}
        <Controller
          control={control}
          name="stage"
          render={({ field }) => (
            <RadioCardGroup
              name="onboarding-stage"
              legend={t('onboarding.welcome.stage')}
              value={field.value}
              onChange={field.onChange}
              options={onboardingStages.map((value) => ({
                value,
                title: t(stageLabels[value]),
                'data-testid': `onboarding-stage-${value}`,
              }))}
            />
          )}
        />
        <Controller
          control={control}
          name="additionalFeatures"
          render={({ field }) => (
            <fieldset className={styles.fields}>
              <legend>{t('onboarding.welcome.additional_features')}</legend>
              <div className={styles.options}>
                {onboardingAdditionalFeatures.map((feature) => (
                  <label key={feature} className={styles.option}>
                    <Checkbox
                      checked={field.value.includes(feature)}
                      data-testid={`onboarding-feature-${feature}`}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...field.value, feature] : field.value.filter((item) => item !== feature),
                        )
                      }
                    />
                    {t(featureLabels[feature])}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
      </Card>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={formState.isSubmitting} data-testid="onboarding-next">
          {t('onboarding.next')}
        </Button>
      </div>
    </form>
  );
};
