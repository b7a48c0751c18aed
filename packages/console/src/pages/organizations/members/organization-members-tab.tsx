import type { Organization, OrganizationUser, UserInfo } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListQuery } from '../../../api/list-query';
import {
  useAddOrganizationUsers,
  useAssignOrganizationUsersRoles,
  useRemoveOrganizationUser,
  useReplaceOrganizationUserRoles,
} from '../../../api/organizations/mutations';
import {
  isInvitationsUnavailable,
  useOrganizationInvitations,
} from '../../../api/organization-invitations/queries';
import { useOrganizationUsers } from '../../../api/organizations/queries';
import { useUsers } from '../../../api/users/queries';
import { AssignDialog } from '../../../components/assign-dialog/assign-dialog';
import { HoldersTab } from '../../../components/holders-tab/holders-tab';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { userDisplayName } from '../../../components/user-display-name/user-display-name';
import { Button } from '../../../ds/button/button';
import { MailIcon } from '../../../ds/icons/action-icons';
import { useOrganizationOutlet } from '../details/use-organization';
import { InviteMemberDialog } from '../invitations/invite-member-dialog';
import { OrganizationInvitations } from '../invitations/organization-invitations';
import { EditRolesDialog } from '../shared/edit-roles-dialog';
import { OrganizationRolesPicker } from '../shared/organization-roles-picker';
import styles from '../shared/organizations.module.css';
import { useRoleHolderColumns } from '../shared/role-holder-columns';

const UserName = ({ user }: { user: UserInfo }) => (
  <span className={styles.stack}>
    <span>{userDisplayName(user)}</span>
    <span className={styles.muted}>{user.primaryEmail ?? user.id}</span>
  </span>
);

/** Users of the tenant, searched and paged inside the dialog, and the roles they join with. */
const AddMembersDialog = ({
  organization,
  onClose,
}: {
  organization: Organization;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [list, setList] = useState<ListQuery>({ page: 1 });
  // A server without a user list answers 404: the dialog says so instead of a toast.
  const candidates = useUsers(list, { hideErrorToast: true });
  const add = useAddOrganizationUsers(organization.id);
  const assignRoles = useAssignOrganizationUsersRoles(organization.id);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  // Membership first: roles hang off it. Both calls are idempotent, so a retry after a failed
  // role assignment finishes the job.
  const addWithRoles = async (users: UserInfo[]) => {
    const userIds = users.map((user) => user.id);
    await add.mutateAsync(userIds);
    if (roleIds.length > 0) {
      await assignRoles.mutateAsync({ userIds, organizationRoleIds: roleIds });
    }
  };
  return (
    <AssignDialog<UserInfo>
      title={t('organizations.members.add_title')}
      description={t('organizations.members.add_description')}
      candidates={candidates}
      list={list}
      onListChange={setList}
      getId={(user) => user.id}
      renderItem={(user) => <UserName user={user} />}
      emptyText={t('organizations.members.none_available')}
      unavailableText={t('organizations.members.unavailable')}
      onSubmit={addWithRoles}
      doneText={t('organizations.members.added')}
      onClose={onClose}
      extra={
        <OrganizationRolesPicker
          type="User"
          value={roleIds}
          onChange={setRoleIds}
          data-testid="add-members-roles"
        />
      }
    />
  );
};

/**
 * `/organizations/{id}/members`: members with their organization roles (add, edit roles, remove),
 * then the invitations by email and their statuses.
 */
export default function OrganizationMembersTab() {
  const { t } = useTranslation();
  const { organization } = useOrganizationOutlet();
  const tenantPath = useTenantPath();
  const { page, search } = useListSearchParams();
  const members = useOrganizationUsers(organization.id, { page, search });
  const remove = useRemoveOrganizationUser(organization.id);
  const replaceRoles = useReplaceOrganizationUserRoles(organization.id);
  const [editing, setEditing] = useState<OrganizationUser>();
  const holderColumns = useRoleHolderColumns<OrganizationUser>({
    kind: 'member',
    onEditRoles: setEditing,
    remove: {
      label: t('organizations.members.remove'),
      confirmText: (user) =>
        t('organizations.members.remove_confirm', { name: userDisplayName(user) }),
      doneText: t('organizations.members.removed'),
      onRemove: (user) => remove.mutateAsync(user.id),
    },
  });
  const [isInviting, setInviting] = useState(false);
  // The same query as the invitations section: without invitation endpoints there is no invite button.
  const invitations = useOrganizationInvitations(organization.id);

  return (
    <>
      <HoldersTab<OrganizationUser>
        holders={members}
        rowLink={(user) => tenantPath(`users/${user.id}`)}
        testId="members"
        tableTestId="organization-members-table"
        texts={{
          table: t('organizations.members.table_label'),
          assign: t('organizations.members.add'),
          emptyTitle: t('organizations.members.empty_title'),
          emptyDescription: t('organizations.members.empty_description'),
        }}
        columns={[
          {
            key: 'user',
            title: t('organizations.members.column_user'),
            render: (user) => <UserName user={user} />,
          },
          ...holderColumns,
        ]}
        toolbarActions={
          !isInvitationsUnavailable(invitations.error) && (
            <Button
              variant="outline"
              icon={<MailIcon size={16} />}
              data-testid="invite-member-button"
              onClick={() => setInviting(true)}
            >
              {t('organizations.invitations.invite')}
            </Button>
          )
        }
        renderAssignDialog={(close) => (
          <AddMembersDialog organization={organization} onClose={close} />
        )}
      />
      <OrganizationInvitations organization={organization} />
      {isInviting && (
        <InviteMemberDialog organization={organization} onClose={() => setInviting(false)} />
      )}
      {editing && (
        <EditRolesDialog
          name={userDisplayName(editing)}
          description={t('organizations.members.edit_roles_description')}
          type="User"
          roles={editing.organizationRoles}
          onSubmit={(organizationRoleIds) =>
            replaceRoles.mutateAsync({ userId: editing.id, organizationRoleIds })
          }
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
