import { externalLinks } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { LinkButton } from '../../ds/button/link-button';
import { Modal } from '../../ds/modal/modal';
import styles from './contact-dialog.module.css';

const channels = [
  { key: 'community', href: externalLinks.community },
  { key: 'issues', href: externalLinks.issues },
  { key: 'email', href: externalLinks.email },
  { key: 'meeting', href: externalLinks.meeting },
] as const;

interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The help button's dialog: one row per way to reach the team, each opening in a new tab. */
export const ContactDialog = ({ open, onOpenChange }: ContactDialogProps) => {
  const { t } = useTranslation();

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('contact.title')}
      description={t('contact.description')}
      closeLabel={t('general.close')}
      data-testid="contact-dialog"
    >
      <ul className={styles.rows}>
        {channels.map(({ key, href }) => (
          <li key={key} className={styles.row}>
            <div className={styles.text}>
              <h3 className={styles.rowTitle}>{t(`contact.${key}_title`)}</h3>
              <p className={styles.rowDescription}>{t(`contact.${key}_description`)}</p>
            </div>
            <LinkButton variant="outline" size="small" href={href} isExternal data-testid={`contact-${key}`}>
              {t(`contact.${key}_action`)}
            </LinkButton>
          </li>
        ))}
      </ul>
    </Modal>
  );
};
