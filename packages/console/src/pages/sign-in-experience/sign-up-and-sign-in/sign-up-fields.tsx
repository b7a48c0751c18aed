import type { SignInIdentifier, SignUp } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { Checkbox } from '../../../ds/checkbox/checkbox';
import { FormField } from '../../../ds/form-field/form-field';
import { useSignInExperienceForm } from '../form/sie-form-context';
import styles from '../sign-in-experience.module.css';
import { applySignUpRules, lockedSignUpChoices, signInIdentifiers, withSignUpIdentifiers } from './sign-in-rules';

/**
 * What registration asks for: the identifiers, whether a password is set and whether the
 * identifier is verified. The rules (spec 000 §4.11) are applied as the admin clicks, so the
 * form never holds a combination the server would refuse.
 */
export const SignUpFields = () => {
  const { t } = useTranslation();
  const { form } = useSignInExperienceForm();
  const { setValue, getValues, watch, formState } = form;
  const signUp = watch('signUp');
  const locked = lockedSignUpChoices(signUp);

  const change = (next: SignUp) => {
    const applied = applySignUpRules(next);
    setValue('signUp', applied, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    // Whoever registers with an identifier signs in with it too.
    setValue('signIn', withSignUpIdentifiers(getValues('signIn'), applied), { shouldDirty: true });
  };
  const toggleIdentifier = (identifier: SignInIdentifier, checked: boolean) =>
    change({
      ...signUp,
      identifiers: checked
        ? signInIdentifiers.filter((item) => item === identifier || signUp.identifiers.includes(item))
        : signUp.identifiers.filter((item) => item !== identifier),
    });

  const authenticationError = formState.errors.signUp?.password?.message;
  return (
    <FormCard title={t('sign_in_experience.sign_up.title')} description={t('sign_in_experience.sign_up.description')}>
      <div className={styles.fields}>
        <FormField id="sie-sign-up-identifiers" label={t('sign_in_experience.sign_up.identifiers')} isGroup>
          {() => (
            <div role="group" aria-labelledby="sie-sign-up-identifiers-label" className={styles.checks}>
              {signInIdentifiers.map((identifier) => (
                <label key={identifier} className={styles.check}>
                  <Checkbox
                    checked={signUp.identifiers.includes(identifier)}
                    data-testid={`sign-up-identifier-${identifier}`}
                    onChange={(event) => toggleIdentifier(identifier, event.target.checked)}
                  />
                  {t(`sign_in_experience.identifiers.${identifier}`)}
                </label>
              ))}
            </div>
          )}
        </FormField>
        <FormField
          id="sie-sign-up-authentication"
          label={t('sign_in_experience.sign_up.authentication')}
          description={t('sign_in_experience.sign_up.authentication_description')}
          error={authenticationError}
          isGroup
        >
          {(control) => (
            <div role="group" aria-labelledby="sie-sign-up-authentication-label" aria-describedby={control['aria-describedby']} className={styles.checks}>
              <label className={styles.check}>
                <Checkbox
                  checked={signUp.password}
                  disabled={locked.password}
                  data-testid="sign-up-password"
                  onChange={(event) => change({ ...signUp, password: event.target.checked })}
                />
                {t('sign_in_experience.sign_up.password')}
              </label>
              <label className={styles.check}>
                <Checkbox checked={signUp.verify} disabled={locked.verify} data-testid="sign-up-verify" readOnly />
                {t('sign_in_experience.sign_up.verify')}
              </label>
            </div>
          )}
        </FormField>
      </div>
    </FormCard>
  );
};
