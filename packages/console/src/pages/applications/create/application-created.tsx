import type { CreatedApplication } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { CopyField } from '../../../components/copy-field/copy-field';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import styles from './create-form.module.css';

interface ApplicationCreatedProps {
  application: CreatedApplication & { secret: string };
  onContinue: () => void;
}

/** After creating a confidential app: its initial secret, this one time. */
export const ApplicationCreated = ({ application, onContinue }: ApplicationCreatedProps) => {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      <InlineAlert variant="warning">{t('applications.create.secret_once')}</InlineAlert>
      <div className={styles.fields}>
        <FormField id="app-created-id" label={t('applications.details.app_id')} isGroup>
          {() => <CopyField value={application.id} label={t('applications.details.app_id')} />}
        </FormField>
        <FormField id="app-created-secret" label={t('applications.create.secret_label')} isGroup>
          {() => (
            <CopyField value={application.secret} label={t('applications.create.secret_label')} data-testid="app-secret-value" />
          )}
        </FormField>
      </div>
      <div className={styles.actions}>
        <Button variant="primary" data-testid="app-created-continue" onClick={onContinue}>
          {t('applications.create.go_to_details')}
        </Button>
      </div>
    </div>
  );
};
