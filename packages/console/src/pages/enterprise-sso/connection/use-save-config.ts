import type { SsoConnectorResponse } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ssoConnectorKeys } from '../../../api/sso-connectors/keys';
import { useUpdateSsoConnector } from '../../../api/sso-connectors/mutations';
import { useToast } from '../../../ds/toast/use-toast';

/**
 * Saves a connector's config. The answer carries what the server read from the IdP, so the page
 * shows it at once; failures are the form's to place.
 */
export const useSaveConfig = (connector: SsoConnectorResponse) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useUpdateSsoConnector(connector.id, { hideErrorToast: true });
  return async (config: Record<string, unknown>) => {
    const saved = await update.mutateAsync({ config });
    queryClient.setQueryData(ssoConnectorKeys.detail(connector.id), saved);
    toast.success(t('shared_form.saved'));
    return saved;
  };
};
