import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { urlOnCustomDomain, useActiveCustomDomain } from '../../api/custom-domains/active-domain';
import { useConsoleConfig, useTenantEndpoint } from '../../api/well-known/queries';
import { CopyField } from '../copy-field/copy-field';
import styles from './custom-domain-url.module.css';

/**
 * The tenant's base URL as the console shows it (cloud: where the server says the tenant
 * serves its users; open source: the console's own origin) and, when the tenant has an Active
 * custom domain, that domain.
 */
export const useTenantPublicBase = () => {
  const { tenantId = '' } = useParams();
  const { edition } = useConsoleConfig();
  const isCloud = edition === 'cloud';
  const endpoint = useTenantEndpoint(tenantId, { enabled: isCloud });
  const domain = useActiveCustomDomain(tenantId, { enabled: isCloud });
  return { base: isCloud ? endpoint.data?.user : window.location.origin, domain };
};

/**
 * The custom-domain variant of a URL to copy into an identity provider: users signing in on the
 * domain come back on it, so the provider must know it too. Nothing without an Active domain.
 */
export const CustomDomainUrl = ({ url, label, 'data-testid': testId }: { url: string; label: string; 'data-testid'?: string }) => {
  const { t } = useTranslation();
  const { base, domain } = useTenantPublicBase();
  const variant = base && domain ? urlOnCustomDomain(url, base, domain) : undefined;
  if (!variant || !domain) {
    return null;
  }
  return (
    <div className={styles.variant}>
      <span className={styles.caption}>{t('domains.on_custom_domain', { domain })}</span>
      <CopyField value={variant} label={t('domains.copy_on_custom_domain', { label, domain })} data-testid={testId} />
    </div>
  );
};
