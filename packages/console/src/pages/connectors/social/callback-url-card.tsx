import { useTranslation } from 'react-i18next';

import { UrlToCopy } from '../../../components/custom-domain-url/url-to-copy';
import { FormCard } from '../../../components/form-card/form-card';
import { Skeleton } from '../../../ds/skeleton/skeleton';
import { useSocialCallbackUrl } from './use-social-callback-url';

/** The exact callback (redirect) URL to register at the provider for this connector. */
export const CallbackUrlCard = ({ connectorId }: { connectorId: string }) => {
  const { t } = useTranslation();
  const callbackUrl = useSocialCallbackUrl(connectorId);
  return (
    <FormCard
      title={t('connectors.social_guide.callback_title')}
      description={t('connectors.social_guide.callback_description')}
      data-testid="social-callback"
    >
      {callbackUrl ? (
        <UrlToCopy url={callbackUrl} label={t('connectors.social_guide.callback_label')} data-testid="social-callback-url" />
      ) : (
        <Skeleton />
      )}
    </FormCard>
  );
};
