import type { OrganizationRoleRef } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import type { DataTableColumn } from '../../../components/data-table/data-table';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { IconButton } from '../../../ds/icon-button/icon-button';
import { EditIcon } from '../../../ds/icons/action-icons';
import { OrganizationRoleTags } from './organization-role-tags';
import styles from './organizations.module.css';

type RoleHolder = { id: string; organizationRoles: readonly OrganizationRoleRef[] };

interface RoleHolderColumnsOptions<Holder extends RoleHolder> {
  /** Names the row buttons' test ids: `edit-{kind}-roles-{id}`, `remove-{kind}-{id}`. */
  kind: 'member' | 'application';
  onEditRoles: (holder: Holder) => void;
  remove: {
    label: string;
    confirmText: (holder: Holder) => string;
    doneText: string;
    onRemove: (holder: Holder) => Promise<unknown>;
  };
}

/**
 * The columns that members and apps of an organization share: their roles there, then the row
 * actions (edit roles, remove from the organization).
 */
export const useRoleHolderColumns = <Holder extends RoleHolder>({
  kind,
  onEditRoles,
  remove,
}: RoleHolderColumnsOptions<Holder>): Array<DataTableColumn<Holder>> => {
  const { t } = useTranslation();
  return [
    {
      key: 'roles',
      title: t('organizations.members.column_roles'),
      render: (holder) => <OrganizationRoleTags roles={holder.organizationRoles} />,
    },
    {
      key: 'actions',
      title: t('shared_list.actions'),
      isAction: true,
      render: (holder) => (
        <span className={styles.rowActions}>
          <IconButton
            size="small"
            label={t('organizations.members.edit_roles')}
            data-testid={`edit-${kind}-roles-${holder.id}`}
            onClick={() => onEditRoles(holder)}
          >
            <EditIcon size={16} />
          </IconButton>
          <RemoveButton
            label={remove.label}
            confirmText={remove.confirmText(holder)}
            doneText={remove.doneText}
            onRemove={() => remove.onRemove(holder)}
            data-testid={`remove-${kind}-${holder.id}`}
          />
        </span>
      ),
    },
  ];
};
