import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CreateTenantModal } from '../../components/create-tenant/create-tenant-modal';
import { StandaloneLayout } from '../../components/standalone-layout/standalone-layout';
import { Button } from '../../ds/button/button';
import { EmptyState } from '../../ds/empty-state/empty-state';

/** `/` in cloud for a user without tenants (spec 000 §2.2): the topbar and a create-tenant placeholder. */
export const TenantLanding = () => {
  const { t } = useTranslation();
  const [isCreateOpen, setCreateOpen] = useState(false);
  return (
    <StandaloneLayout title={t('tenants.landing_title')}>
      <EmptyState
        title={t('tenants.landing_title')}
        description={t('tenants.landing_description')}
        action={
          <Button variant="primary" onClick={() => setCreateOpen(true)} data-testid="landing-create-tenant">
            {t('tenants.create_tenant')}
          </Button>
        }
        data-testid="tenant-landing"
      />
      <CreateTenantModal open={isCreateOpen} onOpenChange={setCreateOpen} />
    </StandaloneLayout>
  );
};
