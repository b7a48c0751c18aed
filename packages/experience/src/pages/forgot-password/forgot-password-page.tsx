import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';

import styles from '../../components/form-layout/form-layout.module.css';
import { CustomContent } from '../../components/custom-content/custom-content';
import { PageHeader } from '../../components/page-header/page-header';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { screenPaths } from '../../interaction/screen-links';
import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';
import { ForgotPasswordForm } from './forgot-password-form';

/** Asks where to send a reset code: the account's email or phone, as the tenant can send. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('forgot_password.title'));
  const { forgotPassword } = useSignInExperience();
  const { search } = useLocation();
  if (!forgotPassword.email && !forgotPassword.phone) {
    return <Navigate to={{ pathname: screenPaths.signIn, search }} replace />;
  }
  return (
    <section data-testid="page-forgot-password">
      <PageHeader
        title={t('forgot_password.title')}
        description={t('forgot_password.description')}
      />
      <ForgotPasswordForm />
      <p className={styles.aside}>
        <Link to={{ pathname: screenPaths.signIn, search }}>
          {t('forgot_password.back_to_sign_in')}
        </Link>
      </p>
      <CustomContent page="/forgot-password" />
    </section>
  );
};
