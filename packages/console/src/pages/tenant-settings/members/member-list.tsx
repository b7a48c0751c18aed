import { tenantRoles, type TenantMemberResponse, type TenantRole } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useRemoveTenantMember, useUpdateTenantMemberRole } from '../../../api/tenant-members/mutations';
import { useTenantMembers } from '../../../api/tenant-members/queries';
import { useAuth } from '../../../auth/auth-context';
import { useTenantPermissions } from '../../../auth/use-tenant-permissions';
import { DataTable } from '../../../components/data-table/data-table';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { userDisplayName } from '../../../components/user-display-name/user-display-name';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { Select } from '../../../ds/select/select';
import { Tag } from '../../../ds/tag/tag';
import { useToast } from '../../../ds/toast/use-toast';
import styles from './members.module.css';

const nameOf = (member: TenantMemberResponse) => userDisplayName({ ...member, primaryPhone: null });

/**
 * `/tenant-settings/members`: the members with their role. Members who may change roles get a
 * role select, those who may remove members a remove button on others' rows (spec 000 §6).
 */
export default function TenantMemberList() {
  const { t } = useTranslation();
  const toast = useToast();
  const { tenantId = '' } = useParams();
  const { session } = useAuth();
  const { canRemoveMember, canUpdateMemberRole } = useTenantPermissions();
  const members = useTenantMembers(tenantId);
  const updateRole = useUpdateTenantMemberRole(tenantId);
  const remove = useRemoveTenantMember(tenantId);
  const roleOptions = tenantRoles.map((role) => ({ value: role, label: t(`tenant_members.roles.${role}`) }));

  const changeRole = async (member: TenantMemberResponse, roleName: TenantRole) => {
    await updateRole.mutateAsync({ userId: member.id, roleName });
    toast.success(t('tenant_members.role_changed', { name: nameOf(member), role: t(`tenant_members.roles.${roleName}`) }));
  };

  return (
    <DataTable
      label={t('tenant_members.members_table')}
      data-testid="tenant-members-table"
      rows={members.data}
      rowKey={(member) => member.id}
      isLoading={members.isFetching}
      hasError={members.isError}
      onRetry={() => void members.refetch()}
      empty={<EmptyState title={t('tenant_members.members')} />}
      columns={[
        {
          key: 'member',
          title: t('tenant_members.column_member'),
          render: (member) => (
            <span className={styles.stack}>
              <span className={styles.name}>
                {nameOf(member)}
                {member.id === session?.claims.sub && <Tag variant="info">{t('tenant_members.you')}</Tag>}
              </span>
              <span className={styles.muted}>{member.primaryEmail ?? member.id}</span>
            </span>
          ),
        },
        {
          key: 'role',
          title: t('tenant_members.column_role'),
          render: (member) =>
            canUpdateMemberRole ? (
              <Select
                className={styles.roleSelect}
                aria-label={t('tenant_members.change_role', { name: nameOf(member) })}
                value={member.role}
                options={roleOptions}
                disabled={updateRole.isPending}
                data-testid={`member-role-${member.id}`}
                onChange={(event) => void changeRole(member, event.target.value as TenantRole).catch(() => undefined)}
              />
            ) : (
              <span data-testid={`member-role-${member.id}`}>{t(`tenant_members.roles.${member.role}`)}</span>
            ),
        },
        {
          key: 'actions',
          title: t('shared_list.actions'),
          isAction: true,
          render: (member) =>
            canRemoveMember && member.id !== session?.claims.sub ? (
              <span className={styles.rowActions}>
                <RemoveButton
                  label={t('tenant_members.remove', { name: nameOf(member) })}
                  confirmText={t('tenant_members.remove_confirm', { name: nameOf(member) })}
                  doneText={t('tenant_members.removed', { name: nameOf(member) })}
                  onRemove={() => remove.mutateAsync(member.id)}
                  data-testid={`remove-member-${member.id}`}
                />
              </span>
            ) : null,
        },
      ]}
    />
  );
}
