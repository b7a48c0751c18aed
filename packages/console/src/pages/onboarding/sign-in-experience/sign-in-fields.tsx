import { useTranslation } from 'react-i18next';

import { Checkbox } from '../../../ds/checkbox/checkbox';
import { RadioCardGroup } from '../../../ds/radio-card/radio-card-group';
import styles from '../onboarding.module.css';
import { applyChoiceRules, onboardingIdentifiers, type Authentication, type SignInChoices } from './onboarding-sign-in';

interface SignInFieldsProps {
  value: SignInChoices;
  onChange: (choices: SignInChoices) => void;
}

const authenticationMethods = ['password', 'verificationCode'] as const satisfies ReadonlyArray<keyof Authentication>;

/**
 * The identifier (email or username) and how it is proven (password, verification code). The
 * rules are applied on every change; a choice they fix is shown disabled (spec 000 §4.11).
 */
export const SignInFields = ({ value, onChange }: SignInFieldsProps) => {
  const { t } = useTranslation();
  const { identifier, authentication } = value;
  const chosen = authenticationMethods.filter((method) => authentication[method]);
  const isLocked = (method: keyof Authentication) =>
    identifier === 'username' || (chosen.length === 1 && chosen[0] === method);

  return (
    <>
      <RadioCardGroup
        name="onboarding-identifier"
        legend={t('onboarding.sign_in_experience.identifier')}
        value={identifier}
        onChange={(next) => onChange(applyChoiceRules({ identifier: next, authentication }))}
        options={onboardingIdentifiers.map((item) => ({
          value: item,
          title: t(`sign_in_experience.identifiers.${item}`),
          'data-testid': `onboarding-identifier-${item}`,
        }))}
      />
      <fieldset className={styles.fields} data-testid="onboarding-authentication">
        <legend>{t('onboarding.sign_in_experience.authentication')}</legend>
        <p className={styles.description}>{t('onboarding.sign_in_experience.authentication_description')}</p>
        <div className={styles.options}>
          {authenticationMethods.map((method) => (
            <label key={method} className={styles.option}>
              <Checkbox
                checked={authentication[method]}
                disabled={isLocked(method)}
                data-testid={`onboarding-authentication-${method}`}
                onChange={(event) =>
                  onChange(applyChoiceRules({ identifier, authentication: { ...authentication, [method]: event.target.checked } }))
                }
              />
              {t(method === 'password' ? 'sign_in_experience.sign_in.password' : 'sign_in_experience.sign_in.verification_code')}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
};
