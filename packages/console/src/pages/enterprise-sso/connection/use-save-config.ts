import type { SsoConnectorResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useUpdateSsoConnector } from '../../../api/sso-connectors/mutations';
import { useToast } from '../../../ds/toast/use-toast';

/**
 * Saves a connector's config; the page then shows what the server read from the IdP with it.
 * Failures are the form's to place.
 */
export const useSaveConfig = (connector: SsoConnectorResponse) => {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateSsoConnector(connector.id, { hideErrorToast: true });
  return async (config: Record<string, unknown>) => {
    const saved = await update.mutateAsync({ config });
    toast.success(t('shared_form.saved'));
    return saved;
  };
};
