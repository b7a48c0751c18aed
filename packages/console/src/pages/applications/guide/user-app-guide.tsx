import type { Application } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { GuideSteps, type GuideStep } from '../../../components/guide-steps/guide-steps';
import { tenantEndpoints } from '../../../components/tenant-endpoints/tenant-endpoints';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { nativeAndroidCode, nativeIosCode, nativeSchemeCode } from './code/native-appauth';
import { spaConfigureCode, spaInstallCode, spaSignInCode, type UserAppGuideValues } from './code/spa-react';
import { traditionalInstallCode, traditionalServerCode } from './code/traditional-express';
import styles from './guide.module.css';

const placeholderRedirectUri = { native: 'io.example.app://callback', web: 'http://localhost:3000/callback' } as const;

/** The application's own values, with placeholders where it has none yet. */
const guideValuesOf = (application: Application): UserAppGuideValues => {
  const { redirectUris, postLogoutRedirectUris } = application.oidcClientMetadata;
  const redirectUri = redirectUris[0] ?? placeholderRedirectUri[application.type === 'Native' ? 'native' : 'web'];
  return {
    issuer: tenantEndpoints().issuer,
    clientId: application.id,
    redirectUri,
    // A custom scheme has no origin to return to: the app itself is the place.
    postLogoutRedirectUri:
      postLogoutRedirectUris[0] ?? (application.type === 'Native' ? redirectUri : new URL(redirectUri).origin),
  };
};

/** Guides of the apps users sign in to: React SPA, Express server, AppAuth on mobile. */
export const UserAppGuide = ({ application }: { application: Application }) => {
  const { t } = useTranslation();
  const values = guideValuesOf(application);
  const stepsByType: Partial<Record<Application['type'], GuideStep[]>> = {
    SPA: [
      { key: 'install', title: t('guide.spa.install'), blocks: [{ title: 'shell', code: spaInstallCode }] },
      {
        key: 'configure',
        title: t('guide.spa.configure'),
        description: t('guide.spa.configure_description'),
        blocks: [{ title: 'src/auth.ts', code: spaConfigureCode(values) }],
      },
      {
        key: 'sign-in',
        title: t('guide.spa.sign_in'),
        description: t('guide.spa.sign_in_description'),
        blocks: [{ title: 'src/auth-components.tsx', code: spaSignInCode(values) }],
      },
    ],
    Traditional: [
      { key: 'install', title: t('guide.traditional.install'), blocks: [{ title: 'shell', code: traditionalInstallCode }] },
      {
        key: 'server',
        title: t('guide.traditional.configure'),
        description: t('guide.traditional.configure_description'),
        blocks: [{ title: 'server.mjs', code: traditionalServerCode(values) }],
      },
    ],
    Native: [
      {
        key: 'scheme',
        title: t('guide.native.configure'),
        description: t('guide.native.configure_description'),
        blocks: [{ title: 'build.gradle · Info.plist', code: nativeSchemeCode(values) }],
      },
      { key: 'android', title: t('guide.native.android'), blocks: [{ title: 'SignInActivity.kt', code: nativeAndroidCode(values) }] },
      { key: 'ios', title: t('guide.native.ios'), blocks: [{ title: 'SignInViewController.swift', code: nativeIosCode(values) }] },
    ],
  };

  return (
    <>
      <div className={styles.notes}>
        {application.oidcClientMetadata.redirectUris.length === 0 && (
          <InlineAlert variant="warning" data-testid="guide-redirect-note">
            {t('guide.redirect_note')}
          </InlineAlert>
        )}
        {application.type === 'Traditional' && <InlineAlert>{t('guide.secret_note')}</InlineAlert>}
      </div>
      <GuideSteps steps={stepsByType[application.type] ?? []} />
    </>
  );
};
