import type { InvitationStatus } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';

import { useTenantInvitations } from '../../../api/tenant-members/queries';
import { useTenantPermissions } from '../../../auth/use-tenant-permissions';
import { DataTable } from '../../../components/data-table/data-table';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { Tag, type TagVariant } from '../../../ds/tag/tag';
import { TenantInvitationRowActions } from './invitation-row-actions';

const statusVariants: Record<InvitationStatus, TagVariant> = {
  Pending: 'info',
  Accepted: 'success',
  Expired: 'warning',
  Revoked: 'neutral',
};

/** `/tenant-settings/members/invitations`: only for members who may invite (spec 000 §6). */
export default function TenantInvitationList() {
  const { canInviteMember } = useTenantPermissions();
  return canInviteMember ? <Invitations /> : <Navigate to=".." relative="path" replace />;
}

const Invitations = () => {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const { tenantId = '' } = useParams();
  const invitations = useTenantInvitations(tenantId);

  return (
    <DataTable
      label={t('tenant_members.invitations_table')}
      data-testid="tenant-invitations-table"
      rows={invitations.data}
      rowKey={(invitation) => invitation.id}
      isLoading={invitations.isFetching}
      hasError={invitations.isError}
      onRetry={() => void invitations.refetch()}
      empty={
        <EmptyState
          title={t('tenant_members.empty_invitations')}
          description={t('tenant_members.empty_invitations_description')}
        />
      }
      columns={[
        { key: 'invitee', title: t('tenant_members.column_invitee'), render: (invitation) => invitation.invitee },
        {
          key: 'role',
          title: t('tenant_members.column_role'),
          render: (invitation) => t(`tenant_members.roles.${invitation.role}`),
        },
        {
          key: 'status',
          title: t('tenant_members.column_status'),
          render: (invitation) => (
            <Tag variant={statusVariants[invitation.status]} data-testid={`invitation-status-${invitation.id}`}>
              {t(`tenant_members.statuses.${invitation.status}`)}
            </Tag>
          ),
        },
        {
          key: 'expires',
          title: t('tenant_members.column_expires'),
          render: (invitation) => formatDateTime(invitation.expiresAt),
        },
        {
          key: 'actions',
          title: t('shared_list.actions'),
          isAction: true,
          render: (invitation) =>
            invitation.status === 'Pending' ? <TenantInvitationRowActions tenantId={tenantId} invitation={invitation} /> : null,
        },
      ]}
    />
  );
};
