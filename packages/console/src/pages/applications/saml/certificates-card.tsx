import type { SamlApplicationSecret } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  useActivateSamlSecret,
  useCreateSamlSecret,
  useDeleteSamlSecret,
} from '../../../api/saml-applications/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { DataTable } from '../../../components/data-table/data-table';
import { FormCard } from '../../../components/form-card/form-card';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { Button } from '../../../ds/button/button';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { FormField } from '../../../ds/form-field/form-field';
import { PlusIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { IconButton } from '../../../ds/icon-button/icon-button';
import { Select } from '../../../ds/select/select';
import { Tag } from '../../../ds/tag/tag';
import { useToast } from '../../../ds/toast/use-toast';
import { downloadFile } from './download-file';
import styles from './saml.module.css';

const lifetimes = [1, 2, 3, 5, 10];

interface CertificatesCardProps {
  applicationId: string;
  certificates: readonly SamlApplicationSecret[] | undefined;
  isLoading: boolean;
  hasError: boolean;
  onRetry: () => void;
}

/** Signing certificates: create (inactive), activate, download and delete (never the active one). */
export const CertificatesCard = ({
  applicationId,
  certificates,
  isLoading,
  hasError,
  onRetry,
}: CertificatesCardProps) => {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const toast = useToast();
  const { show } = useConfirm();
  const [years, setYears] = useState('3');
  const create = useCreateSamlSecret(applicationId);
  const activate = useActivateSamlSecret(applicationId);
  const remove = useDeleteSamlSecret(applicationId);

  const onCreate = async () => {
    await create.mutateAsync(Number(years));
    toast.success(t('applications.saml.certificate_created'));
  };
  const onActivate = async (certificate: SamlApplicationSecret) => {
    await activate.mutateAsync(certificate.id);
    toast.success(t('applications.saml.certificate_activated'));
  };
  const onDelete = async (certificate: SamlApplicationSecret) => {
    const [confirmed] = await show({
      title: t('applications.saml.certificate_delete'),
      content: t('applications.saml.certificate_delete_confirm'),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await remove.mutateAsync(certificate.id);
    toast.success(t('applications.saml.certificate_deleted'));
  };

  return (
    <FormCard
      title={t('applications.saml.certificates_title')}
      description={t('applications.saml.certificates_description')}
      data-testid="saml-certificates-card"
    >
      <div className={styles.toolbar}>
        <FormField
          id="saml-certificate-lifetime"
          label={t('applications.saml.certificate_lifetime')}
        >
          {(control) => (
            <Select
              {...control}
              value={years}
              options={lifetimes.map((value) => ({ value: String(value), label: String(value) }))}
              onChange={(event) => setYears(event.target.value)}
            />
          )}
        </FormField>
        <Button
          icon={<PlusIcon size={16} />}
          isLoading={create.isPending}
          data-testid="saml-certificate-create"
          onClick={() => void onCreate().catch(() => undefined)}
        >
          {t('applications.saml.certificate_create')}
        </Button>
      </div>
      <DataTable
        label={t('applications.saml.certificates_title')}
        data-testid="saml-certificates-table"
        rows={certificates}
        rowKey={(certificate) => certificate.id}
        isLoading={isLoading}
        skeletonRows={2}
        hasError={hasError}
        onRetry={onRetry}
        empty={<EmptyState title={t('applications.saml.certificates_empty')} headingLevel="h3" />}
        columns={[
          {
            key: 'fingerprint',
            title: t('applications.saml.certificate_fingerprint'),
            render: (certificate) => (
              <span className={styles.fingerprint}>
                {certificate.fingerprints.sha256.formatted}
              </span>
            ),
          },
          {
            key: 'expires',
            title: t('applications.saml.certificate_expires'),
            render: (certificate) => formatDateTime(certificate.expiresAt),
          },
          {
            key: 'status',
            title: t('applications.saml.certificate_status'),
            render: (certificate) =>
              certificate.active ? (
                <Tag variant="success">{t('applications.saml.certificate_active')}</Tag>
              ) : (
                <Tag>{t('applications.saml.certificate_inactive')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('shared_list.actions'),
            isAction: true,
            render: (certificate) => (
              <>
                {!certificate.active && (
                  <Button
                    size="small"
                    data-testid={`saml-certificate-activate-${certificate.id}`}
                    onClick={() => void onActivate(certificate).catch(() => undefined)}
                  >
                    {t('applications.saml.certificate_activate')}
                  </Button>
                )}
                <Button
                  size="small"
                  onClick={() =>
                    downloadFile(
                      `${applicationId}-${certificate.id}.pem`,
                      certificate.certificate,
                      'application/x-pem-file',
                    )
                  }
                >
                  {t('applications.saml.certificate_download')}
                </Button>
                {!certificate.active && (
                  <IconButton
                    size="small"
                    label={t('applications.saml.certificate_delete')}
                    data-testid={`saml-certificate-delete-${certificate.id}`}
                    onClick={() => void onDelete(certificate).catch(() => undefined)}
                  >
                    <TrashIcon size={16} />
                  </IconButton>
                )}
              </>
            ),
          },
        ]}
      />
    </FormCard>
  );
};
