import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { FormField } from '../../../ds/form-field/form-field';
import { Switch } from '../../../ds/switch/switch';
import { TextInput } from '../../../ds/text-input/text-input';
import { Textarea } from '../../../ds/text-input/textarea';
import { useSignInExperienceForm } from '../form/sie-form-context';
import styles from '../sign-in-experience.module.css';

const rejectSwitches = ['pwned', 'repetitionAndSequence', 'userInfo'] as const;
const numberLabels = {
  'length.min': 'sign_in_experience.password_policy.length_min',
  'length.max': 'sign_in_experience.password_policy.length_max',
  'characterTypes.min': 'sign_in_experience.password_policy.characterTypes_min',
} as const;
const rejectPhraseKeys = { pwned: 'pwned', repetitionAndSequence: 'repetition', userInfo: 'user_info' } as const;

/** `/sign-in-experience/password-policy`: what a new password must satisfy. */
export default function PasswordPolicyTab() {
  const { t } = useTranslation();
  const { form } = useSignInExperienceForm();
  const { register, setValue, watch, formState } = form;
  const errors = formState.errors.passwordPolicy;

  const numberField = (name: 'length.min' | 'length.max' | 'characterTypes.min', min: number, max: number) => {
    const error = name === 'length.min' ? errors?.length?.min : name === 'length.max' ? errors?.length?.max : errors?.characterTypes?.min;
    const id = `sie-policy-${name.replace('.', '-')}`;
    return (
      <FormField id={id} label={t(numberLabels[name])} error={error?.message}>
        {(control) => (
          <TextInput
            {...control}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            className={styles.number}
            hasError={Boolean(error)}
            data-testid={id}
            {...register(`passwordPolicy.${name}`, { valueAsNumber: true })}
          />
        )}
      </FormField>
    );
  };

  return (
    <>
      <FormCard title={t('sign_in_experience.password_policy.requirements_title')} description={t('sign_in_experience.password_policy.requirements_description')}>
        <div className={styles.fields}>
          {numberField('length.min', 1, 256)}
          {numberField('length.max', 1, 256)}
          {numberField('characterTypes.min', 1, 4)}
        </div>
      </FormCard>
      <FormCard title={t('sign_in_experience.password_policy.rejects_title')} description={t('sign_in_experience.password_policy.rejects_description')}>
        <div className={styles.fields}>
          {rejectSwitches.map((name) => (
            <Switch
              key={name}
              id={`sie-policy-${name}`}
              checked={watch(`passwordPolicy.rejects.${name}`)}
              label={t(`sign_in_experience.password_policy.${rejectPhraseKeys[name]}`)}
              description={t(`sign_in_experience.password_policy.${rejectPhraseKeys[name]}_description`)}
              data-testid={`sie-policy-${name}`}
              onCheckedChange={(checked) => setValue(`passwordPolicy.rejects.${name}`, checked, { shouldDirty: true })}
            />
          ))}
          <FormField
            id="sie-policy-words"
            label={t('sign_in_experience.password_policy.words')}
            description={t('sign_in_experience.password_policy.words_description')}
            error={errors?.rejects?.words?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                spellCheck={false}
                hasError={Boolean(errors?.rejects?.words)}
                data-testid="sie-policy-words"
                {...register('passwordPolicy.rejects.words')}
              />
            )}
          </FormField>
        </div>
      </FormCard>
    </>
  );
}
