import type { MyTenantInvitation } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { CreateTenantModal } from '../../components/create-tenant/create-tenant-modal';
import { StandaloneLayout } from '../../components/standalone-layout/standalone-layout';
import { TenantTag } from '../../components/tenant-selector/tenant-tag';
import { Button } from '../../ds/button/button';
import styles from './invitation-landing.module.css';

/**
 * `/` in cloud for a user with pending invitations and no tenant to open (spec 000 §2.2 step 4):
 * each invitation with Join (the accept page), then "or", then creating a tenant of their own.
 */
export const InvitationLanding = ({ invitations }: { invitations: readonly MyTenantInvitation[] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isCreateOpen, setCreateOpen] = useState(false);
  return (
    <StandaloneLayout title={t('invitation.landing_title')}>
      <p className={styles.description}>{t('invitation.landing_description')}</p>
      <ul className={styles.list} data-testid="invitation-landing">
        {invitations.map((invitation) => (
          <li key={invitation.id} className={styles.invitation}>
            <span className={styles.name}>{invitation.tenantName}</span>
            <TenantTag tag={invitation.tenantTag} />
            <Button
              variant="primary"
              aria-label={t('invitation.join_tenant', { name: invitation.tenantName })}
              data-testid={`landing-join-${invitation.id}`}
              onClick={() => void navigate(`/accept/${invitation.id}`)}
            >
              {t('invitation.join')}
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.or}>{t('invitation.or')}</div>
      <Button variant="outline" data-testid="landing-create-tenant" onClick={() => setCreateOpen(true)}>
        {t('invitation.create_tenant')}
      </Button>
      <CreateTenantModal open={isCreateOpen} onOpenChange={setCreateOpen} />
    </StandaloneLayout>
  );
};
