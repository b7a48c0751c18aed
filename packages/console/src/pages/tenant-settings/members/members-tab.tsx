import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { useAuth } from '../../../auth/auth-context';
import { useTenantPermissions } from '../../../auth/use-tenant-permissions';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Button } from '../../../ds/button/button';
import { MailIcon } from '../../../ds/icons/action-icons';
import { TabNav } from '../../../ds/tab-nav/tab-nav';
import { InviteMembersDialog } from './invite-members-dialog';
import { LeaveTenantButton } from './leave-tenant-button';
import styles from './members.module.css';

/**
 * `/tenant-settings/members` (cloud): the members list and, for members who may invite, the
 * invitations page beside it (`members/invitations`) and the invite dialog.
 */
export default function TenantMembersTab() {
  const { t } = useTranslation();
  const { tenantId = '' } = useParams();
  const { session } = useAuth();
  const tenantPath = useTenantPath();
  const { canInviteMember } = useTenantPermissions();
  const [isInviting, setInviting] = useState(false);
  const base = tenantPath('tenant-settings/members');

  return (
    <>
      <div className={styles.toolbar}>
        {canInviteMember ? (
          <TabNav
            label={t('tenant_members.sections_label')}
            items={[
              { key: 'members', label: t('tenant_members.members'), to: base, end: true },
              { key: 'invitations', label: t('tenant_members.invitations'), to: `${base}/invitations` },
            ]}
          />
        ) : (
          <span />
        )}
        <div className={styles.actions}>
          {session && <LeaveTenantButton tenantId={tenantId} userId={session.claims.sub} />}
          {canInviteMember && (
            <Button icon={<MailIcon size={16} />} data-testid="invite-members-button" onClick={() => setInviting(true)}>
              {t('tenant_members.invite')}
            </Button>
          )}
        </div>
      </div>
      <Outlet />
      {isInviting && <InviteMembersDialog tenantId={tenantId} onClose={() => setInviting(false)} />}
    </>
  );
}
