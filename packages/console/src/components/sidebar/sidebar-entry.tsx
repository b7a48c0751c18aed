import clsx from 'clsx';
import { VisuallyHidden } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { ExternalLinkIcon } from '../../ds/icons/icons';
import { useTenantPath } from '../tenant-path/use-tenant-path';
import styles from './sidebar.module.css';
import { SidebarIcon } from './sidebar-icons';
import type { SidebarItem, SidebarModalItem } from './sidebar-model';

const ModalEntry = ({ item, label }: { item: SidebarModalItem; label: string }) => {
  const [open, setOpen] = useState(false);
  const { modal: Modal } = item;
  return (
    <>
      <button
        type="button"
        className={styles.item}
        data-testid={`sidebar-item-${item.key}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SidebarIcon itemKey={item.key} />
        <span className={styles.label}>{label}</span>
      </button>
      <Modal open={open} onOpenChange={setOpen} />
    </>
  );
};

/** One sidebar row: a link inside the tenant, an external link, or a dialog opener. */
export const SidebarEntry = ({ item }: { item: SidebarItem }) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const label = t(`sidebar.items.${item.key}`);

  if ('modal' in item) {
    return <ModalEntry item={item} label={label} />;
  }
  if ('externalLink' in item) {
    return (
      <a
        href={item.externalLink}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.item}
        data-testid={`sidebar-item-${item.key}`}
      >
        <SidebarIcon itemKey={item.key} />
        <span className={styles.label}>{label}</span>
        <ExternalLinkIcon size={14} className={styles.external} />
        <VisuallyHidden.Root>{t('general.opens_in_new_tab')}</VisuallyHidden.Root>
      </a>
    );
  }
  return (
    <NavLink
      to={tenantPath(item.path)}
      className={({ isActive }) => clsx(styles.item, isActive && styles.active)}
      data-testid={`sidebar-item-${item.key}`}
    >
      <SidebarIcon itemKey={item.key} />
      <span className={styles.label}>{label}</span>
    </NavLink>
  );
};
