import type { OrganizationRole } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteOrganizationRole } from '../../../api/organization-roles/mutations';
import { useConfirmedDeletion } from '../../../components/confirmed-deletion/use-confirmed-deletion';

/** Deletes an organization role after confirming, then goes back to the template's roles. */
export const useConfirmedOrganizationRoleDeletion = (role: OrganizationRole) => {
  const { t } = useTranslation();
  const deleteRole = useDeleteOrganizationRole(role.id);
  return useConfirmedDeletion({
    name: role.name,
    content: t('organization_template.roles.delete_confirm'),
    remove: () => deleteRole.mutateAsync(undefined),
    backTo: 'organization-template/organization-roles',
  });
};
