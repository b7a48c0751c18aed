import type { CurrentUser } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useConsoleConfig } from '../../api/well-known/queries';
import { UserAvatar } from '../../components/user-avatar/user-avatar';
import { Button } from '../../ds/button/button';
import { DeleteAccountSection } from './delete-account-section';
import { EditAvatarModal } from './edit-avatar-modal';
import { EditTextFieldModal } from './edit-text-field-modal';
import { ProfileRow, ProfileSection } from './profile-section';
import { LinkedAccountsSection } from './social/linked-accounts-section';
import styles from './profile.module.css';

type Editing = 'avatar' | 'name' | 'username';

/** The profile's sections: who the user is, how they sign in, and (cloud) deleting the account. */
export const ProfileOverview = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { edition } = useConsoleConfig();
  const [editing, setEditing] = useState<Editing>();
  const close = () => setEditing(undefined);
  const notSet = <span className={styles.muted}>{t('profile.not_set')}</span>;
  const editButton = (field: Editing) => (
    <Button size="small" onClick={() => setEditing(field)} data-testid={`edit-${field}`}>
      {t('profile.change')}
    </Button>
  );

  return (
    <div className={styles.sections}>
      <ProfileSection title={t('profile.sections.profile')} data-testid="profile-settings">
        <ProfileRow label={t('profile.fields.avatar')} action={editButton('avatar')} data-testid="row-avatar">
          <UserAvatar user={user} />
        </ProfileRow>
        <ProfileRow label={t('profile.fields.name')} action={editButton('name')} data-testid="row-name">
          {user.name || notSet}
        </ProfileRow>
        {/* Usernames are not editable in the cloud edition (spec 000 §1). */}
        {edition !== 'cloud' && (
          <ProfileRow label={t('profile.fields.username')} action={editButton('username')} data-testid="row-username">
            {user.username || notSet}
          </ProfileRow>
        )}
      </ProfileSection>

      {/* Social linking and account deletion exist only in the cloud edition (spec 000 §1). */}
      {edition === 'cloud' && <LinkedAccountsSection user={user} />}

      <ProfileSection title={t('profile.sections.sign_in')} data-testid="profile-sign-in">
        <ProfileRow
          label={t('profile.fields.email')}
          data-testid="row-email"
          action={
            <Button size="small" onClick={() => void navigate('link-email')} data-testid="edit-email">
              {t(user.primaryEmail ? 'profile.change' : 'profile.link_email')}
            </Button>
          }
        >
          {user.primaryEmail || notSet}
        </ProfileRow>
        <ProfileRow
          label={t('profile.fields.password')}
          data-testid="row-password"
          action={
            user.hasPassword && (
              <Button
                size="small"
                data-testid="change-password"
                onClick={() =>
                  void navigate('verify-password', {
                    state: { email: user.primaryEmail, action: 'changePassword' },
                  })
                }
              >
                {t('profile.change_password.title')}
              </Button>
            )
          }
        >
          {user.hasPassword ? t('profile.password_hidden') : notSet}
        </ProfileRow>
      </ProfileSection>

      {edition === 'cloud' && <DeleteAccountSection />}

      {editing === 'avatar' && <EditAvatarModal user={user} onClose={close} />}
      {(editing === 'name' || editing === 'username') && (
        <EditTextFieldModal field={editing} value={user[editing] ?? ''} onClose={close} />
      )}
    </div>
  );
};
