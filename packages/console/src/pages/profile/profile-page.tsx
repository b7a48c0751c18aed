import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';

import { getAuthFailure } from '../../api/auth-failure';
import { useCurrentUser } from '../../api/me/queries';
import { RequestError } from '../../api/request-error';
import { NotFound } from '../../components/not-found/not-found';
import { StandaloneLayout } from '../../components/standalone-layout/standalone-layout';
import { ChangePasswordPage } from './change-password-page';
import { EmailUnavailablePage } from './email-unavailable-page';
import { ProfileOverview } from './profile-overview';
import { ProfileSkeleton } from './profile-skeleton';
import styles from './profile.module.css';
import { VerifiedPasswordProvider } from './verified-password';
import { VerifyPasswordPage } from './verify-password-page';

/** `/profile/*` and `/{tenantId}/profile/*`: the signed-in user's own account (spec 000 §2.8). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: user, error } = useCurrentUser();
  // The route's error page offers to retry; a session failure is the auth layer's to handle.
  if (error && !(error instanceof RequestError && getAuthFailure(error))) {
    throw error;
  }

  return (
    <StandaloneLayout title={t('profile.title')} showProductTitle={false}>
      <p className={styles.headline}>{t('profile.headline')}</p>
      {user ? (
        <VerifiedPasswordProvider>
          <Routes>
            <Route index element={<ProfileOverview user={user} />} />
            <Route path="verify-password" element={<VerifyPasswordPage />} />
            <Route path="change-password" element={<ChangePasswordPage />} />
            <Route path="link-email" element={<EmailUnavailablePage />} />
            <Route path="verification-code" element={<EmailUnavailablePage />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </VerifiedPasswordProvider>
      ) : (
        <ProfileSkeleton />
      )}
    </StandaloneLayout>
  );
}
