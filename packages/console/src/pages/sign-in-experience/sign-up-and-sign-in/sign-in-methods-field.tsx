import type { SignInIdentifier, SignInMethod } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { Button } from '../../../ds/button/button';
import { Checkbox } from '../../../ds/checkbox/checkbox';
import { IconButton } from '../../../ds/icon-button/icon-button';
import { ChevronDownIcon, PlusIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { Switch } from '../../../ds/switch/switch';
import { useSignInExperienceForm } from '../form/sie-form-context';
import styles from '../sign-in-experience.module.css';
import { applySignInMethodRules, lockedMethodChoices, newSignInMethod, signInIdentifiers } from './sign-in-rules';

/**
 * The ways to sign in, in the order the sign-in app offers them: per identifier a password, a
 * verification code or both, and which of the two comes first.
 */
export const SignInMethodsField = () => {
  const { t } = useTranslation();
  const { form } = useSignInExperienceForm();
  const { watch, setValue, formState } = form;
  const methods = watch('signIn.methods');
  const signUp = watch('signUp');
  const unused = signInIdentifiers.filter((identifier) => !methods.some((method) => method.identifier === identifier));
  const identifierName = (identifier: SignInIdentifier) => t(`sign_in_experience.identifiers.${identifier}`);

  const save = (next: SignInMethod[]) =>
    setValue('signIn.methods', next.map((method) => applySignInMethodRules(method, signUp)), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const update = (index: number, change: Partial<SignInMethod>) =>
    save(methods.map((method, at) => (at === index ? { ...method, ...change } : method)));
  const move = (index: number, offset: -1 | 1) => {
    const next = [...methods];
    const [moved] = next.splice(index, 1);
    if (moved) {
      next.splice(index + offset, 0, moved);
      save(next);
    }
  };

  const listError = formState.errors.signIn?.methods?.message ?? formState.errors.signIn?.methods?.root?.message;
  return (
    <FormCard title={t('sign_in_experience.sign_in.title')} description={t('sign_in_experience.sign_in.description')}>
      <ol className={styles.methods} data-testid="sign-in-methods" aria-label={t('sign_in_experience.sign_in.title')}>
        {methods.map((method, index) => {
          const name = identifierName(method.identifier);
          const locked = lockedMethodChoices(method, signUp);
          const rowError = formState.errors.signIn?.methods?.[index]?.password?.message;
          return (
            <li key={method.identifier} className={styles.method} data-testid={`sign-in-method-${method.identifier}`}>
              <span className={styles.methodName}>{name}</span>
              <label className={styles.check}>
                <Checkbox
                  checked={method.password}
                  disabled={locked.password}
                  aria-invalid={rowError ? true : undefined}
                  data-testid={`sign-in-${method.identifier}-password`}
                  onChange={(event) => update(index, { password: event.target.checked })}
                />
                {t('sign_in_experience.sign_in.password')}
              </label>
              {method.identifier !== 'username' && (
                <label className={styles.check}>
                  <Checkbox
                    checked={method.verificationCode}
                    disabled={locked.verificationCode}
                    data-testid={`sign-in-${method.identifier}-code`}
                    onChange={(event) => update(index, { verificationCode: event.target.checked })}
                  />
                  {t('sign_in_experience.sign_in.verification_code')}
                </label>
              )}
              {method.password && method.verificationCode && (
                <Switch
                  id={`sie-password-primary-${method.identifier}`}
                  checked={method.isPasswordPrimary}
                  label={t('sign_in_experience.sign_in.password_first')}
                  onCheckedChange={(checked) => update(index, { isPasswordPrimary: checked })}
                />
              )}
              <span className={styles.methodActions}>
                <IconButton size="small" label={t('sign_in_experience.sign_in.move_up', { name })} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ChevronDownIcon className={styles.flipped} />
                </IconButton>
                <IconButton
                  size="small"
                  label={t('sign_in_experience.sign_in.move_down', { name })}
                  disabled={index === methods.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ChevronDownIcon />
                </IconButton>
                <IconButton
                  size="small"
                  label={t('sign_in_experience.sign_in.remove', { name })}
                  // Whoever registers with an identifier must be able to sign in with it, and
                  // someone must be able to sign in at all.
                  disabled={signUp.identifiers.includes(method.identifier) || methods.length === 1}
                  data-testid={`sign-in-${method.identifier}-remove`}
                  onClick={() => save(methods.filter((_, at) => at !== index))}
                >
                  <TrashIcon />
                </IconButton>
              </span>
              {rowError && (
                <p className={styles.error} role="alert">
                  {rowError}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listError && (
        <p className={styles.error} role="alert" data-testid="sign-in-methods-error">
          {listError}
        </p>
      )}
      {unused.length > 0 && (
        <div className={styles.row}>
          {unused.map((identifier) => (
            <Button
              key={identifier}
              size="small"
              icon={<PlusIcon />}
              data-testid={`sign-in-add-${identifier}`}
              onClick={() => save([...methods, newSignInMethod(identifier, signUp)])}
            >
              {t('sign_in_experience.sign_in.add', { name: identifierName(identifier) })}
            </Button>
          ))}
        </div>
      )}
    </FormCard>
  );
};
