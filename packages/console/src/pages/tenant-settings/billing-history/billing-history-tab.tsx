import type { Invoice } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useInvoices } from '../../../api/subscriptions/queries';
import { useTenant } from '../../../api/tenants/queries';
import { useTenantPermissions } from '../../../auth/use-tenant-permissions';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { NotFound } from '../../../components/not-found/not-found';
import { useFormatCents } from '../../../components/plan-selection/money';
import { LinkButton } from '../../../ds/button/link-button';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { ExternalLinkIcon } from '../../../ds/icons/icons';
import { LoadingView } from '../../../ds/loading-view/loading-view';
import { Tag } from '../../../ds/tag/tag';
import { invoiceCurrency, invoiceDate, invoiceStatusVariants } from './invoice-rows';

/**
 * `/tenant-settings/billing-history` (cloud, tenant managers of production tenants): the tenant's
 * invoices, newest first, each linking to the payment provider's page of it.
 */
export default function BillingHistoryTab() {
  const { t } = useTranslation();
  const { tenantId = '' } = useParams();
  const { canManageTenant } = useTenantPermissions();
  const tenant = useTenant(tenantId);
  const isShown = tenant.data?.tag === 'production' && canManageTenant;
  const invoices = useInvoices(tenantId, { enabled: isShown });
  const columns = useInvoiceColumns();

  if (tenant.isPending) {
    return <LoadingView label={t('general.loading')} />;
  }
  if (!isShown) {
    // Not one of the user's tenants, one without billing, or not theirs to manage.
    return <NotFound />;
  }
  return (
    <DataTable
      label={t('billing.history.table_label')}
      columns={columns}
      rows={invoices.data?.invoices}
      rowKey={(invoice) => invoice.id}
      isLoading={invoices.isPending}
      hasError={invoices.isError}
      onRetry={() => {
        void invoices.refetch();
      }}
      empty={<EmptyState title={t('billing.history.empty_title')} description={t('billing.history.empty_description')} />}
      data-testid="invoice-table"
    />
  );
}

const useInvoiceColumns = (): Array<DataTableColumn<Invoice>> => {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const formatCents = useFormatCents();

  return [
    {
      key: 'date',
      title: t('billing.history.date'),
      render: (invoice) => {
        const date = invoiceDate(invoice);
        return date === undefined ? '-' : formatDate(date);
      },
    },
    { key: 'plan', title: t('billing.history.plan'), render: (invoice) => invoice.planName ?? '-' },
    {
      key: 'amount',
      title: t('billing.history.amount'),
      render: (invoice) => formatCents(invoice.amountDue, invoiceCurrency(invoice)),
    },
    {
      key: 'status',
      title: t('billing.history.status'),
      render: (invoice) => {
        const status = invoice.status ?? 'unknown';
        return <Tag variant={invoiceStatusVariants[status]}>{t(`billing.history.statuses.${status}`)}</Tag>;
      },
    },
    {
      key: 'invoice',
      title: t('billing.history.invoice'),
      isAction: true,
      render: (invoice) =>
        invoice.hostedInvoiceUrl ? (
          <LinkButton href={invoice.hostedInvoiceUrl} isExternal variant="text" size="small">
            {t('billing.history.view_invoice')}
            <ExternalLinkIcon aria-label={t('general.opens_in_new_tab')} role="img" aria-hidden={false} />
          </LinkButton>
        ) : null,
    },
  ];
};
