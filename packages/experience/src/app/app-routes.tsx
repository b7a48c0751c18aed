import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';

import {
  ConsentPage,
  DevicePage,
  ErrorPage,
  ExperienceLayout,
  FirstAdminPage,
  ForgotPasswordPage,
  MfaBindingPage,
  MfaVerificationPage,
  PasskeyEnrolPage,
  PreviewApp,
  RegisterPage,
  ResetPasswordPage,
  SignInPage,
  SingleSignOnPage,
  SocialLinkPage,
  SsoConnectorsPage,
  VerificationCodePage,
} from './lazy-pages';
import { isPreview } from '../preview/is-preview';
import { ConnectorCallbackPage } from './connector-callback-page';
import { PageSkeleton } from './page-skeleton';

/** The tenant root has no page of its own; keep the query (uid, ui_locales…) on the way. */
const ToSignIn = () => {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/sign-in', search }} replace />;
};

/** Page routes the server answers with index.html (and their sub-paths), relative to the tenant. */
export const AppRoutes = () => {
  const { search } = useLocation();
  // The console's preview frame renders posted settings, with no call to the server.
  if (isPreview(search)) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <PreviewApp />
      </Suspense>
    );
  }
  return <PageRoutes />;
};

const PageRoutes = () => (
  <Suspense fallback={<PageSkeleton />}>
    <Routes>
      <Route element={<ExperienceLayout />}>
        <Route index element={<ToSignIn />} />
        <Route path="sign-in/verification-code" element={<VerificationCodePage />} />
        <Route path="sign-in/single-sign-on" element={<SingleSignOnPage />} />
        <Route path="sign-in/single-sign-on/connectors" element={<SsoConnectorsPage />} />
        {/* Steps after the first factor; below sign-in, whose paths the server serves the app on. */}
        <Route path="sign-in/mfa/verify" element={<MfaVerificationPage />} />
        <Route path="sign-in/mfa/bind" element={<MfaBindingPage />} />
        <Route path="sign-in/passkey/enrol" element={<PasskeyEnrolPage />} />
        <Route path="sign-in/*" element={<SignInPage />} />
        <Route path="register/verification-code" element={<VerificationCodePage />} />
        <Route path="register/*" element={<RegisterPage />} />
        <Route path="forgot-password/verification-code" element={<VerificationCodePage />} />
        <Route path="forgot-password/reset" element={<ResetPasswordPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="consent/*" element={<ConsentPage />} />
        <Route path="first-admin/*" element={<FirstAdminPage />} />
        <Route path="device/*" element={<DevicePage />} />
        <Route path="callback/:connectorId" element={<ConnectorCallbackPage />} />
        <Route path="social/link" element={<SocialLinkPage />} />
        <Route path="error/*" element={<ErrorPage />} />
        <Route path="*" element={<ErrorPage isNotFound />} />
      </Route>
    </Routes>
  </Suspense>
);
