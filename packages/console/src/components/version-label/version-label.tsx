import { consoleVersion, externalLinks } from '@tessera/schemas';
import { VisuallyHidden } from 'radix-ui';
import { useTranslation } from 'react-i18next';

import { useConsoleConfig } from '../../api/well-known/queries';
import styles from './version-label.module.css';
import { useHasNewerRelease } from './use-latest-release';

/** The running version, linking to the release notes; a dot marks a newer release. */
export const VersionLabel = () => {
  const { t } = useTranslation();
  const { version } = useConsoleConfig();
  const current = version || consoleVersion;
  const hasNewerRelease = useHasNewerRelease(current);

  return (
    <a
      href={externalLinks.releases}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.version}
      title={t('topbar.version', { version: current })}
      data-testid="version-label"
    >
      {`v${current}`}
      {hasNewerRelease && (
        <>
          <span className={styles.dot} aria-hidden data-testid="version-update-dot" />
          <VisuallyHidden.Root>{t('topbar.new_version_available')}</VisuallyHidden.Root>
        </>
      )}
      <VisuallyHidden.Root>{t('general.opens_in_new_tab')}</VisuallyHidden.Root>
    </a>
  );
};
