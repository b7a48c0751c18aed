import { productName } from '@tessera/schemas';
import clsx from 'clsx';
import { VisuallyHidden } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConsoleConfig } from '../../api/well-known/queries';
import { IconButton } from '../../ds/icon-button/icon-button';
import { ExternalLinkIcon, HelpIcon } from '../../ds/icons/icons';
import { Spacer } from '../../ds/spacer/spacer';
import { useConsoleLanguage } from '../../i18n/use-console-language';
import { ContactDialog } from '../contact-dialog/contact-dialog';
import { CreateTenantModal } from '../create-tenant/create-tenant-modal';
import { TenantSelector } from '../tenant-selector/tenant-selector';
import { UserMenu } from '../user-menu/user-menu';
import { VersionLabel } from '../version-label/version-label';
import { getDocsUrl } from './docs-url';
import { Logo } from './logo';
import styles from './topbar.module.css';

interface TopbarProps {
  /** Set once the content below has scrolled. */
  hasShadow?: boolean;
  /** The profile area shows the bar without the product title (oss) or the tenant selector (cloud). */
  showTitle?: boolean;
}

export const Topbar = ({ hasShadow = false, showTitle = true }: TopbarProps) => {
  const { t } = useTranslation();
  const { edition } = useConsoleConfig();
  const language = useConsoleLanguage();
  const [isContactOpen, setContactOpen] = useState(false);
  const [isCreateTenantOpen, setCreateTenantOpen] = useState(false);
  const isOss = edition === 'oss';

  return (
    <header className={clsx(styles.topbar, hasShadow && styles.shadow)} data-testid="topbar">
      <Link to="/" className={styles.logo} aria-label={t('topbar.home')} data-testid="topbar-logo">
        <Logo />
      </Link>
      {showTitle && isOss && (
        <span className={styles.title}>
          {productName}
          <span className={styles.product}>{t('topbar.console')}</span>
        </span>
      )}
      {showTitle && !isOss && <TenantSelector onCreateTenant={() => setCreateTenantOpen(true)} />}
      <Spacer />
      <a
        href={getDocsUrl(language)}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.docs}
        data-testid="docs-link"
      >
        {t('topbar.docs')}
        <ExternalLinkIcon size={14} />
        <VisuallyHidden.Root>{t('general.opens_in_new_tab')}</VisuallyHidden.Root>
      </a>
      <IconButton label={t('topbar.help')} onClick={() => setContactOpen(true)} data-testid="help-button">
        <HelpIcon />
      </IconButton>
      {isOss && <VersionLabel />}
      <UserMenu />
      <ContactDialog open={isContactOpen} onOpenChange={setContactOpen} />
      {!isOss && <CreateTenantModal open={isCreateTenantOpen} onOpenChange={setCreateTenantOpen} />}
    </header>
  );
};
