import { useTranslation } from 'react-i18next';

import styles from './sidebar.module.css';
import { SidebarEntry } from './sidebar-entry';
import { getVisibleSections, type SidebarSection } from './sidebar-model';

/** The tenant navigation, rendered from the sections given (see sidebar-config). */
export const Sidebar = ({ sections }: { sections: readonly SidebarSection[] }) => {
  const { t } = useTranslation();

  return (
    <nav aria-label={t('sidebar.label')} className={styles.sidebar} data-testid="sidebar">
      {getVisibleSections(sections).map((section) => {
        const headingId = `sidebar-section-${section.key}`;
        return (
          <div key={section.key} className={styles.section} data-testid={`sidebar-section-${section.key}`}>
            <h2 id={headingId} className={styles.sectionTitle}>
              {t(`sidebar.sections.${section.key}`)}
            </h2>
            <ul aria-labelledby={headingId} className={styles.list}>
              {section.items.map((item) => (
                <li key={item.key}>
                  <SidebarEntry item={item} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
};
