import type { ReactNode } from 'react';

import { useDocumentTitle } from '../page-title/use-document-title';
import { Topbar } from '../topbar/topbar';
import styles from './standalone-layout.module.css';

interface StandaloneLayoutProps {
  title: string;
  /** The profile area hides the product title in the topbar. */
  showProductTitle?: boolean;
  children: ReactNode;
}

/** Screens outside the tenant shell (profile, welcome): topbar, then one centred column. */
export const StandaloneLayout = ({ title, showProductTitle = true, children }: StandaloneLayoutProps) => {
  useDocumentTitle(title);
  return (
    <div className={styles.layout}>
      <Topbar showTitle={showProductTitle} />
      <main className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
};
