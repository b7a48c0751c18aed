import { useTranslation } from 'react-i18next';

import { CopyField } from '../../../components/copy-field/copy-field';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';

/** A password the console will never show again, with a copy button. */
export const PasswordOnce = ({ password }: { password: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <InlineAlert variant="warning">{t('users.create.password_once')}</InlineAlert>
      <CopyField value={password} label={t('users.create.password')} data-testid="user-password-once" />
    </>
  );
};
