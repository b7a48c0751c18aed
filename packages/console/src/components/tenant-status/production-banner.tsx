import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import { CreateTenantModal } from '../create-tenant/create-tenant-modal';
import styles from './tenant-status.module.css';

/** Shown while none of the user's tenants is a production tenant (spec 000 §4.8). */
export const ProductionBanner = () => {
  const { t } = useTranslation();
  const [isCreateOpen, setCreateOpen] = useState(false);
  return (
    <div className={styles.banner} role="status" data-testid="production-banner">
      <span>{t('tenant_status.production_banner')}</span>
      <Button size="small" variant="primary" onClick={() => setCreateOpen(true)}>
        {t('tenant_status.create_tenant')}
      </Button>
      <CreateTenantModal open={isCreateOpen} onOpenChange={setCreateOpen} />
    </div>
  );
};
