import type { ConnectorResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteConnector } from '../../../api/connectors/mutations';
import { useSignInExperience } from '../../../api/sign-in-exp/queries';
import { useConfirmedDeletion } from '../../../components/confirmed-deletion/use-confirmed-deletion';
import { tabOf } from '../shared/connector-kinds';
import { useLocalizedText } from '../shared/use-localized-text';

/** Deletes a connector after confirming, then goes back to its tab of the list. */
export const useConnectorDeletion = (connector: ConnectorResponse) => {
  const { t } = useTranslation();
  const deleteConnector = useDeleteConnector(connector.id);
  const localized = useLocalizedText();
  // Only a social connector's target can be offered; a failed read warns of nothing.
  const isSocial = connector.type === 'Social';
  const signInExperience = useSignInExperience({ enabled: isSocial, hideErrorToast: true });
  const isOffered =
    isSocial &&
    Boolean(signInExperience.data?.socialSignInConnectorTargets.includes(connector.target));

  return useConfirmedDeletion({
    name: localized(connector.name),
    content: isOffered
      ? t('connectors.details.delete_confirm_in_use', { target: connector.target })
      : t(isSocial ? 'connectors.details.delete_confirm_social' : 'connectors.details.delete_confirm'),
    remove: () => deleteConnector.mutateAsync(undefined),
    backTo: `connectors/${tabOf(connector.type)}`,
  });
};
