import { useTranslation } from 'react-i18next';

import { CopyField } from '../../../components/copy-field/copy-field';
import { CustomDomainUrl } from '../../../components/custom-domain-url/custom-domain-url';
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
        <>
          <CopyField
            value={callbackUrl}
            label={t('connectors.social_guide.callback_label')}
            data-testid="social-callback-url"
          />
          <CustomDomainUrl
            url={callbackUrl}
            label={t('connectors.social_guide.callback_label')}
            data-testid="social-callback-url-on-domain"
          />
        </>
      ) : (
        <Skeleton />
      )}
    </FormCard>
  );
};
