import type { ReactNode } from 'react';

import styles from './page-header.module.css';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Shown above the title, e.g. the application's logo on the consent page. */
  media?: ReactNode;
};

/** The page's single h1 and its lead text. */
export const PageHeader = ({ title, description, media }: PageHeaderProps) => (
  <header className={styles.header}>
    {media}
    <h1 className={styles.title}>{title}</h1>
    {description && <p className={styles.description}>{description}</p>}
  </header>
);
