import type { ReactNode } from 'react';

import styles from './list-toolbar.module.css';

/** The row above a table: search, filters, and actions pushed to the end. */
export const ListToolbar = ({ children }: { children: ReactNode }) => <div className={styles.toolbar}>{children}</div>;
