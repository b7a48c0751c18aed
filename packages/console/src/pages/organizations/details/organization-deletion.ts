import type { Organization } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteOrganization } from '../../../api/organizations/mutations';
import { useConfirmedDeletion } from '../../../components/confirmed-deletion/use-confirmed-deletion';

/** Deletes an organization after confirming, then goes back to the list. */
export const useConfirmedOrganizationDeletion = (organization: Organization) => {
  const { t } = useTranslation();
  const deleteOrganization = useDeleteOrganization(organization.id);
  return useConfirmedDeletion({
    name: organization.name,
    content: t('organizations.details.delete_confirm'),
    remove: () => deleteOrganization.mutateAsync(undefined),
    backTo: 'organizations',
  });
};
