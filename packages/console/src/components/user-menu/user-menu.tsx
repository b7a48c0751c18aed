import { consoleBasePath } from '@tessera/schemas';
import { VisuallyHidden } from 'radix-ui';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../auth/auth-context';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ds/dropdown-menu/dropdown-menu';
import { SignOutIcon, UserIcon } from '../../ds/icons/icons';
import { Spinner } from '../../ds/spinner/spinner';
import { UserAvatar } from '../user-avatar/user-avatar';
import { AppearanceSubmenu } from './appearance-submenu';
import { LanguageSubmenu } from './language-submenu';
import styles from './user-menu.module.css';
import { useUserSummary } from './use-user-summary';

/** The account menu: who is signed in, profile, language, appearance, sign-out. */
export const UserMenu = () => {
  const { t } = useTranslation();
  const { isSigningOut, signOut } = useAuth();
  const { avatarUser, displayName, detail } = useUserSummary();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button type="button" className={styles.trigger} aria-label={t('user_menu.open')} data-testid="user-menu">
          <UserAvatar user={avatarUser} size="small" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={styles.content}>
        <div className={styles.userInfo} data-testid="user-info">
          <UserAvatar user={avatarUser} />
          <div className={styles.identity}>
            <div className={styles.name}>{displayName}</div>
            {detail && <div className={styles.detail}>{detail}</div>}
          </div>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={`${consoleBasePath}/profile`} target="_blank" rel="noopener noreferrer" data-testid="profile-link">
            <UserIcon size={18} />
            {t('user_menu.profile')}
            <VisuallyHidden.Root>{t('general.opens_in_new_tab')}</VisuallyHidden.Root>
          </a>
        </DropdownMenuItem>
        <LanguageSubmenu />
        <AppearanceSubmenu />
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={isSigningOut}
          aria-busy={isSigningOut || undefined}
          data-testid="sign-out"
          onSelect={(event) => {
            // The menu stays open to show the spinner until the browser leaves.
            event.preventDefault();
            void signOut();
          }}
        >
          {isSigningOut ? <Spinner size="small" /> : <SignOutIcon size={18} />}
          {t('user_menu.sign_out')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
