import type { ReactNode } from 'react';

import { useDocumentTitle } from '../../components/page-title/use-document-title';
import { Topbar } from '../../components/topbar/topbar';
import styles from './onboarding.module.css';

/**
 * The onboarding's frame: the topbar without a tenant selector and one column. It sets the light
 * theme on itself (spec 000 §2.3), so its colours are the light ones whatever the user chose.
 */
export const OnboardingLayout = ({ title, children }: { title: string; children: ReactNode }) => {
  useDocumentTitle(title);
  return (
    <div className={styles.layout} data-theme="light" data-testid="onboarding">
      <Topbar showTitle={false} />
      <main className={styles.content}>{children}</main>
    </div>
  );
};
