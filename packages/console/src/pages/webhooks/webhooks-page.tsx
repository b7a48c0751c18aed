import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListPage } from '../../components/list-page/list-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';
import { WebhooksTable } from './list/webhooks-table';

/** `/webhooks`. */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();

  return (
    <ListPage
      title={t('pages.webhooks.title')}
      subtitle={t('pages.webhooks.subtitle')}
      actions={
        <Link
          to={tenantPath('webhooks/create')}
          className={buttonClassName({ variant: 'primary' })}
          data-testid="webhook-create-button"
        >
          {t('create.webhook')}
        </Link>
      }
    >
      <WebhooksTable />
    </ListPage>
  );
}
