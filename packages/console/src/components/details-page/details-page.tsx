import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Card } from '../../ds/card/card';
import { ArrowBackIcon } from '../../ds/icons/icons';
import { TabNav, type TabNavItem } from '../../ds/tab-nav/tab-nav';
import { useDocumentTitle } from '../page-title/use-document-title';
import styles from './details-page.module.css';

interface DetailsPageProps {
  title: string;
  /** The list this entity belongs to, for the back link. */
  backTo: string;
  backToTitle: string;
  /** The entity's id or name under the title. */
  subtitle?: string;
  tabs?: readonly TabNavItem[];
  children: ReactNode;
}

/** Frame of an entity's page: back link, header card, link tabs, then the tab content. */
export const DetailsPage = ({ title, backTo, backToTitle, subtitle, tabs, children }: DetailsPageProps) => {
  const { t } = useTranslation();
  useDocumentTitle(title);

  return (
    <div className={styles.page}>
      <Link to={backTo} className={styles.back}>
        <ArrowBackIcon size={16} className={styles.backIcon} />
        {t('general.back_to', { page: backToTitle })}
      </Link>
      <Card className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </Card>
      {tabs && <TabNav items={tabs} label={t('tabs.label')} />}
      {children}
    </div>
  );
};
