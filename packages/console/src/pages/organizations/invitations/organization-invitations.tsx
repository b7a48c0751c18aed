import type { InvitationStatus, Organization } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import {
  isInvitationsUnavailable,
  useOrganizationInvitations,
} from '../../../api/organization-invitations/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { Tag, type TagVariant } from '../../../ds/tag/tag';
import { OrganizationRoleTags } from '../shared/organization-role-tags';
import { OrganizationInvitationRowActions } from './invitation-row-actions';
import styles from './invitations.module.css';

const statusVariants: Record<InvitationStatus, TagVariant> = {
  Pending: 'info',
  Accepted: 'success',
  Expired: 'warning',
  Revoked: 'neutral',
};

/** The organization's invitations by email, with their statuses, under its members. */
export const OrganizationInvitations = ({ organization }: { organization: Organization }) => {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const query = useOrganizationInvitations(organization.id);

  if (isInvitationsUnavailable(query.error)) {
    return (
      <section className={styles.section} aria-labelledby="organization-invitations-title">
        <h2 id="organization-invitations-title" className={styles.title}>
          {t('organizations.invitations.title')}
        </h2>
        <p className={styles.description} data-testid="invitations-unavailable">
          {t('organizations.invitations.unavailable')}
        </p>
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="organization-invitations-title">
      <div>
        <h2 id="organization-invitations-title" className={styles.title}>
          {t('organizations.invitations.title')}
        </h2>
        <p className={styles.description}>{t('organizations.invitations.description')}</p>
      </div>
      <DataTable
        label={t('organizations.invitations.title')}
        data-testid="organization-invitations-table"
        rows={query.data}
        rowKey={(invitation) => invitation.id}
        isLoading={query.isFetching}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        columns={[
          {
            key: 'invitee',
            title: t('organizations.invitations.invitee'),
            render: (invitation) => invitation.invitee,
          },
          {
            key: 'roles',
            title: t('organizations.members.column_roles'),
            render: (invitation) => <OrganizationRoleTags roles={invitation.organizationRoles} />,
          },
          {
            key: 'status',
            title: t('organizations.invitations.column_status'),
            render: (invitation) => (
              <Tag
                variant={statusVariants[invitation.status]}
                data-testid={`invitation-status-${invitation.id}`}
              >
                {t(`organizations.invitations.statuses.${invitation.status}`)}
              </Tag>
            ),
          },
          {
            key: 'expires',
            title: t('organizations.invitations.column_expires'),
            render: (invitation) => formatDateTime(invitation.expiresAt),
          },
          {
            key: 'actions',
            title: t('shared_list.actions'),
            isAction: true,
            render: (invitation) => <OrganizationInvitationRowActions invitation={invitation} />,
          },
        ]}
        empty={<EmptyState title={t('organizations.invitations.empty')} />}
      />
    </section>
  );
};
