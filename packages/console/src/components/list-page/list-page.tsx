import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { TabNav, type TabNavItem } from '../../ds/tab-nav/tab-nav';
import { useDocumentTitle } from '../page-title/use-document-title';
import styles from './list-page.module.css';

interface ListPageProps {
  title: string;
  subtitle?: string;
  /** Primary actions shown beside the title (e.g. a create button). */
  actions?: ReactNode;
  tabs?: readonly TabNavItem[];
  children: ReactNode;
}

/** Frame of an area's main page: title, subtitle, actions, link tabs, then the content. */
export const ListPage = ({ title, subtitle, actions, tabs, children }: ListPageProps) => {
  const { t } = useTranslation();
  useDocumentTitle(title);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {tabs && <TabNav items={tabs} label={t('tabs.label')} />}
      {children}
    </div>
  );
};
