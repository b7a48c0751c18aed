import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Card } from '../../ds/card/card';
import { ArrowBackIcon } from '../../ds/icons/icons';
import { Skeleton } from '../../ds/skeleton/skeleton';
import { TabNav, type TabNavItem } from '../../ds/tab-nav/tab-nav';
import { useDocumentTitle } from '../page-title/use-document-title';
import styles from './details-header.module.css';

interface DetailsHeaderProps {
  /** Undefined while the entity loads: the header shows skeletons. */
  title: string | undefined;
  /** Document title while the entity loads. */
  fallbackTitle: string;
  backTo: string;
  backToTitle: string;
  icon?: ReactNode;
  /** Type, id with copy, tags… */
  meta?: ReactNode;
  actions?: ReactNode;
  tabs?: readonly TabNavItem[];
}

/** Top of an entity's page: back link, a card with its name, facts and actions, then its tabs. */
export const DetailsHeader = ({ title, fallbackTitle, backTo, backToTitle, icon, meta, actions, tabs }: DetailsHeaderProps) => {
  const { t } = useTranslation();
  useDocumentTitle(title ?? fallbackTitle);

  return (
    <>
      <Link to={backTo} className={styles.back}>
        <ArrowBackIcon size={16} className={styles.backIcon} />
        {t('general.back_to', { page: backToTitle })}
      </Link>
      <Card className={styles.card} aria-busy={title === undefined || undefined}>
        {icon && <div className={styles.icon}>{icon}</div>}
        <div className={styles.main}>
          {title === undefined ? (
            <>
              <Skeleton width={240} height={24} />
              <div className={styles.meta}>
                <Skeleton width={320} height={16} />
              </div>
            </>
          ) : (
            <>
              <h1 className={styles.title}>{title}</h1>
              {meta && <div className={styles.meta}>{meta}</div>}
            </>
          )}
        </div>
        {title !== undefined && actions && <div className={styles.actions}>{actions}</div>}
      </Card>
      {tabs && <TabNav items={tabs} label={t('tabs.label')} />}
    </>
  );
};
