import clsx from 'clsx';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { Sidebar } from '../sidebar/sidebar';
import { useSidebarSections } from '../sidebar/use-sidebar-sections';
import { TenantStatusNotices } from '../tenant-status/tenant-status-notices';
import { Topbar } from '../topbar/topbar';
import styles from './app-shell.module.css';
import { PageSkeleton } from './page-skeleton';

/** The tenant frame: topbar, sidebar, and the scrolling content where pages render. */
export const AppShell = () => {
  const { t } = useTranslation();
  const sections = useSidebarSections();
  const { pathname } = useLocation();
  const contentRef = useRef<HTMLElement>(null);
  const [isScrolled, setScrolled] = useState(false);

  // The content area scrolls, not the window, so the router's scroll handling does not reach it.
  useEffect(() => {
    contentRef.current?.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <a href="#console-content" className={clsx(styles.skipLink)}>
        {t('general.skip_to_content')}
      </a>
      <Topbar hasShadow={isScrolled} />
      <TenantStatusNotices />
      <div className={styles.body}>
        <Sidebar sections={sections} />
        <main
          id="console-content"
          ref={contentRef}
          tabIndex={-1}
          className={styles.content}
          onScroll={(event) => setScrolled(event.currentTarget.scrollTop > 0)}
        >
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
};
