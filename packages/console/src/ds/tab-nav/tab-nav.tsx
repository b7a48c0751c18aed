import clsx from 'clsx';
import { NavLink } from 'react-router';

import styles from './tab-nav.module.css';

export interface TabNavItem {
  key: string;
  label: string;
  to: string;
  /** Active only on an exact match (for a tab that is the parent path). */
  end?: boolean;
}

/**
 * Tabs that are links: each tab is its own URL, so it can be bookmarked, opened in a new tab and
 * reached with the back button. The active one carries aria-current="page".
 */
export const TabNav = ({ items, label }: { items: readonly TabNavItem[]; label: string }) => (
  <nav aria-label={label} className={styles.nav}>
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            to={item.to}
            end={item.end}
            data-testid={`tab-${item.key}`}
            className={({ isActive }) => clsx(styles.tab, isActive && styles.active)}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
