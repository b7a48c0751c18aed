import { redirectUriKindOf, type ApplicationType } from '@tessera/schemas';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import type { ApplicationSettingsValues } from './settings-values';
import { UriListField } from './uri-list-field';

/** Redirect URIs, post sign-out URIs and CORS origins. */
export const UriFields = ({ form, type }: { form: UseFormReturn<ApplicationSettingsValues>; type: ApplicationType }) => {
  const { t } = useTranslation();
  const kind = redirectUriKindOf(type);
  return (
    <FormCard title={t('applications.settings.uris_title')} description={t('applications.settings.uris_description')}>
      <UriListField
        form={form}
        name="redirectUris"
        kind={kind}
        label={t('applications.settings.redirect_uris')}
        description={t('applications.settings.redirect_uris_description')}
        placeholder={kind === 'native' ? 'io.example.app://callback' : 'https://app.example.com/callback'}
        data-testid="redirect-uris"
      />
      <UriListField
        form={form}
        name="postLogoutRedirectUris"
        kind={kind}
        label={t('applications.settings.post_logout_uris')}
        description={t('applications.settings.post_logout_uris_description')}
        placeholder="https://app.example.com"
        data-testid="post-logout-redirect-uris"
      />
      <UriListField
        form={form}
        name="corsAllowedOrigins"
        kind={kind}
        label={t('applications.settings.cors_origins')}
        description={t('applications.settings.cors_origins_description')}
        placeholder="https://app.example.com"
        data-testid="cors-allowed-origins"
      />
    </FormCard>
  );
};
