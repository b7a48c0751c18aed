import { zodResolver } from '@hookform/resolvers/zod';
import type { CodeIdentifier, ExperienceIdentifierType } from '@tessera/schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import styles from '../../components/form-layout/form-layout.module.css';
import { TextField } from '../../components/text-field/text-field';
import { codePaths, type CodeStep } from '../../flows/code-step';
import { parseIdentifier } from '../../flows/identifier';
import { identifierError, identifierLabel } from '../../flows/identifier-labels';
import { useExperienceFlow } from '../../flows/use-experience-flow';
import { requiredText } from '../../forms/field-rules';
import { fieldMessages } from '../../forms/field-messages';
import { useRevalidateOnLanguageChange } from '../../forms/use-revalidate-on-language-change';
import { useSubmitAndRedirect } from '../../forms/use-submit-and-redirect';
import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';

type Values = { identifier: string };

export const ForgotPasswordForm = () => {
  const { t } = useTranslation();
  const flow = useExperienceFlow();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { forgotPassword } = useSignInExperience();
  const identifiers = useMemo(
    () =>
      (['email', 'phone'] as const).filter(
        (type) => forgotPassword[type],
      ) as ExperienceIdentifierType[],
    [forgotPassword],
  );
  const schema = useMemo(
    () =>
      z.object({
        identifier: requiredText(t).refine(
          (value) => parseIdentifier(value, identifiers) !== undefined,
          identifierError(t, identifiers),
        ),
      }),
    [t, identifiers],
  );
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { identifier: '' },
  });
  useRevalidateOnLanguageChange(form);
  const { onSubmit, alert, isBusy } = useSubmitAndRedirect({
    form,
    fields: ['identifier'],
    submit: async ({ identifier }) => {
      // Only email and phone are offered here.
      const target = parseIdentifier(identifier, identifiers) as CodeIdentifier | undefined;
      if (!target) {
        return undefined;
      }
      const { verificationId } = await flow.startWithCode('ForgotPassword', target);
      const state: CodeStep = {
        event: 'ForgotPassword',
        identifier: target,
        verificationId,
        sentAt: Date.now(),
      };
      void navigate({ pathname: codePaths.ForgotPassword, search }, { state });
      return undefined;
    },
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {alert && (
        <Alert tone={alert.tone} data-testid="form-error">
          {alert.message}
        </Alert>
      )}
      <TextField
        label={identifierLabel(t, identifiers)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        errors={fieldMessages(form.formState.errors.identifier)}
        {...form.register('identifier')}
      />
      <Button type="submit" data-testid="submit" isLoading={isBusy}>
        {t('sign_in_method.send_code')}
      </Button>
    </form>
  );
};
