import { useTranslation } from 'react-i18next';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { PageHeader } from '../../components/page-header/page-header';
import { usePasskeyFlow } from '../../flows/use-passkey-flow';
import { stepErrorMessage, useStepAction } from '../../flows/use-step-action';
import { useDocumentTitle } from '../../hooks/use-document-title';
import styles from './passkey.module.css';

/**
 * Offered after a password sign-in when the tenant has passkey sign-in and the user has no
 * passkey yet: create one now (then sign in), or decline for this sign-in.
 */
export const PasskeyEnrolPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('passkey.enrol_page_title'));
  const flow = usePasskeyFlow();
  const create = useStepAction();
  const decline = useStepAction();
  const error = create.error ?? decline.error;
  const isBusy = create.isBusy || decline.isBusy;

  return (
    <section data-testid="page-passkey-enrol">
      <PageHeader title={t('passkey.enrol_title')} description={t('passkey.enrol_description')} />
      {error && (
        <Alert data-testid="form-error">
          {stepErrorMessage(error, t, {
            cancelled: t('passkey.cancelled'),
            unsupported: t('passkey.unsupported'),
          })}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button
          data-testid="passkey-create"
          isLoading={create.isBusy}
          disabled={isBusy && !create.isBusy}
          onClick={() => {
            decline.clearError();
            void create.run(flow.enrol);
          }}
        >
          {t('passkey.enrol_create')}
        </Button>
        <Button
          variant="secondary"
          data-testid="passkey-skip"
          isLoading={decline.isBusy}
          disabled={isBusy && !decline.isBusy}
          onClick={() => {
            create.clearError();
            void decline.run(flow.declineEnrolment);
          }}
        >
          {t('passkey.enrol_skip')}
        </Button>
      </div>
    </section>
  );
};
