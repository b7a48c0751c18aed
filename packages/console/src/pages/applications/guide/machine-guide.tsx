import type { Application } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { GuideSteps } from '../../../components/guide-steps/guide-steps';
import { useAllResourcesWithScopes } from '../../../api/resources/queries';
import { tenantEndpoints } from '../../../components/tenant-endpoints/tenant-endpoints';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { Select } from '../../../ds/select/select';
import { callApiCode, clientCredentialsCurl, clientCredentialsFetch } from './code/client-credentials';
import styles from './guide.module.css';

const placeholderResource = 'https://api.example.com';

/** Client credentials: a token for one API resource, with that resource's scopes. */
export const MachineGuide = ({ application }: { application: Application }) => {
  const { t } = useTranslation();
  const { data: resources = [] } = useAllResourcesWithScopes();
  const [resourceId, setResourceId] = useState<string>();
  const resource = resources.find((item) => item.id === resourceId) ?? resources.find((item) => !item.isManagementApi) ?? resources[0];
  const values = {
    tokenEndpoint: tenantEndpoints().token,
    clientId: application.id,
    resource: resource?.indicator ?? placeholderResource,
    scope: (resource?.scopes ?? []).map((scope) => scope.name).join(' '),
    // The Management API's indicator is an identifier, not an address: call a real endpoint.
    callUrl: resource?.isManagementApi ? `${window.location.origin}/api/applications` : undefined,
  };

  const picker = (
    <label className={styles.picker}>
      <span className={styles.label}>{t('guide.m2m.resource')}</span>
      <Select
        value={resource?.id ?? ''}
        data-testid="guide-resource-select"
        options={resources.map((item) => ({ value: item.id, label: `${item.name} (${item.indicator})` }))}
        onChange={(event) => setResourceId(event.target.value)}
      />
      <span className={styles.hint}>{t('guide.m2m.resource_description')}</span>
    </label>
  );

  return (
    <>
      <div className={styles.notes}>
        <InlineAlert>{t('guide.secret_note')}</InlineAlert>
        {resources.length === 0 && <InlineAlert variant="warning">{t('guide.m2m.no_resources')}</InlineAlert>}
      </div>
      <GuideSteps
        steps={[
          {
            key: 'curl',
            title: t('guide.m2m.curl'),
            extra: resources.length > 0 ? picker : undefined,
            blocks: [{ title: 'shell', code: clientCredentialsCurl(values) }],
          },
          { key: 'fetch', title: t('guide.m2m.fetch'), blocks: [{ title: 'get-token.mjs', code: clientCredentialsFetch(values) }] },
          { key: 'call', title: t('guide.m2m.call'), blocks: [{ title: 'call-api.mjs', code: callApiCode(values) }] },
        ]}
      />
    </>
  );
};
