import type { ConnectorResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useDeleteConnector } from '../../../api/connectors/mutations';
import { useSignInExperience } from '../../../api/sign-in-exp/queries';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { skipUnsavedChangesGuard } from '../../../components/unsaved-changes-guard/use-unsaved-changes-guard';
import { useToast } from '../../../ds/toast/use-toast';
import { tabOf } from '../shared/connector-kinds';
import { useLocalizedText } from '../shared/use-localized-text';

/** Deletes a connector after confirming, then goes back to its tab of the list. */
export const useConnectorDeletion = (connector: ConnectorResponse) => {
  const { t } = useTranslation();
  const deleteConnector = useDeleteConnector(connector.id);
  const localized = useLocalizedText();
  const { show } = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  const name = localized(connector.name);
  // Only a social connector's target can be offered; a failed read warns of nothing.
  const isSocial = connector.type === 'Social';
  const signInExperience = useSignInExperience({ enabled: isSocial, hideErrorToast: true });
  const isOffered =
    isSocial &&
    Boolean(signInExperience.data?.socialSignInConnectorTargets.includes(connector.target));

  return async () => {
    const [confirmed] = await show({
      title: t('shared_form.delete_confirm_title', { name }),
      content: isOffered
        ? t('connectors.details.delete_confirm_in_use', { target: connector.target })
        : t(
            isSocial
              ? 'connectors.details.delete_confirm_social'
              : 'connectors.details.delete_confirm',
          ),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await deleteConnector.mutateAsync(undefined);
    toast.success(t('shared_form.deleted', { name }));
    navigate(tenantPath(`connectors/${tabOf(connector.type)}`), {
      replace: true,
      state: skipUnsavedChangesGuard,
    });
  };
};
