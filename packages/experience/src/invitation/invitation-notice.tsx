import type { ExperienceInvitation } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import styles from '../components/form-layout/form-layout.module.css';

/** Tells the person which organization invited them, and with which address to continue. */
export const InvitationNotice = ({ invitation }: { invitation: ExperienceInvitation }) => {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role="status" data-testid="organization-invitation">
      {t('organization_invitation.joining', { organization: invitation.organizationName })}{' '}
      {t('organization_invitation.use_address', { email: invitation.invitee })}
    </p>
  );
};
