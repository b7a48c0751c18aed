import { useTranslation } from 'react-i18next';

import type { SsoConnectorResponse } from '@tessera/schemas';
import { useDeleteSsoConnector } from '../../../api/sso-connectors/mutations';
import { useConfirmedDeletion } from '../../../components/confirmed-deletion/use-confirmed-deletion';

/** Deletes a connector after confirming, then goes back to the list. */
export const useConfirmedSsoConnectorDeletion = (connector: SsoConnectorResponse) => {
  const { t } = useTranslation();
  const deleteConnector = useDeleteSsoConnector(connector.id);
  return useConfirmedDeletion({
    name: connector.connectorName,
    content: t('enterprise_sso.details.delete_confirm'),
    remove: () => deleteConnector.mutateAsync(undefined),
    backTo: 'enterprise-sso',
  });
};
