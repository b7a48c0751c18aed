import type { CustomDomainResponse, DnsRecord, DomainStatus } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteCustomDomain } from '../../../api/custom-domains/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { CopyField } from '../../../components/copy-field/copy-field';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { Button } from '../../../ds/button/button';
import { Card } from '../../../ds/card/card';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { Tag, type TagVariant } from '../../../ds/tag/tag';
import { useToast } from '../../../ds/toast/use-toast';
import styles from './domains-tab.module.css';

const statusVariant: Record<DomainStatus, TagVariant> = {
  PendingVerification: 'warning',
  PendingSsl: 'info',
  Active: 'success',
  Error: 'danger',
};

/** A tenant's domain: where its checks stand, the DNS records to create, and its deletion. */
export const DomainCard = ({ tenantId, domain }: { tenantId: string; domain: CustomDomainResponse }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { show } = useConfirm();
  const deleteDomain = useDeleteCustomDomain(tenantId);

  const confirmDelete = async () => {
    const [confirmed] = await show({
      title: t('domains.delete_title', { domain: domain.domain }),
      content: t('domains.delete_description'),
      confirmButtonText: t('domains.delete'),
      isDanger: true,
    });
    if (confirmed) {
      deleteDomain.mutate(domain.id, { onSuccess: () => toast.success(t('domains.deleted', { domain: domain.domain })) });
    }
  };

  const columns: DataTableColumn<DnsRecord>[] = [
    { key: 'type', title: t('domains.columns.type'), render: (record) => <code>{record.type}</code> },
    {
      key: 'name',
      title: t('domains.columns.name'),
      render: (record) => <CopyField value={record.name} label={t('domains.copy_name')} isInline />,
    },
    {
      key: 'value',
      title: t('domains.columns.value'),
      render: (record) => <CopyField value={record.value} label={t('domains.copy_value')} isInline />,
    },
  ];

  return (
    <Card className={styles.card} data-testid="domain-card">
      <div className={styles.header}>
        <div className={styles.heading}>
          <h3 className={styles.name} data-testid="domain-name">
            {domain.domain}
          </h3>
          <span className={styles.status}>
            <span className={styles.statusLabel}>{t('domains.status_label')}</span>
            <Tag variant={statusVariant[domain.status]} data-testid="domain-status">
              {t(`domains.status.${domain.status}`)}
            </Tag>
          </span>
        </div>
        <Button variant="danger" onClick={() => void confirmDelete()} isLoading={deleteDomain.isPending} data-testid="delete-domain">
          {t('domains.delete')}
        </Button>
      </div>
      <InlineAlert variant={domain.status === 'Error' ? 'danger' : 'info'} data-testid="domain-status-hint">
        {t(`domains.status_hint.${domain.status}`)}
        {domain.errorMessage && <span className={styles.errorMessage}> {domain.errorMessage}</span>}
      </InlineAlert>
      <section aria-labelledby="dns-records-title" className={styles.records}>
        <h4 id="dns-records-title" className={styles.recordsTitle}>
          {t('domains.dns_records')}
        </h4>
        <p className={styles.recordsDescription}>{t('domains.dns_records_description')}</p>
        <DataTable
          label={t('domains.dns_records')}
          columns={columns}
          rows={domain.dnsRecords}
          rowKey={(record) => `${record.type} ${record.name}`}
          empty={null}
          data-testid="dns-records"
        />
      </section>
    </Card>
  );
};
