import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';

import {
  ConsentPage,
  DevicePage,
  ErrorPage,
  ExperienceLayout,
  FirstAdminPage,
  RegisterPage,
  SignInPage,
} from './lazy-pages';
import { PageSkeleton } from './page-skeleton';

/** The tenant root has no page of its own; keep the query (uid, ui_locales…) on the way. */
const ToSignIn = () => {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/sign-in', search }} replace />;
};

/** Page routes the server answers with index.html (and their sub-paths), relative to the tenant. */
export const AppRoutes = () => (
  <Suspense fallback={<PageSkeleton />}>
    <Routes>
      <Route element={<ExperienceLayout />}>
        <Route index element={<ToSignIn />} />
        <Route path="sign-in/*" element={<SignInPage />} />
        <Route path="register/*" element={<RegisterPage />} />
        <Route path="consent/*" element={<ConsentPage />} />
        <Route path="first-admin/*" element={<FirstAdminPage />} />
        <Route path="device/*" element={<DevicePage />} />
        <Route path="error/*" element={<ErrorPage />} />
        <Route path="*" element={<ErrorPage isNotFound />} />
      </Route>
    </Routes>
  </Suspense>
);
