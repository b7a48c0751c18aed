import { consoleBasePath } from '@tessera/schemas';
import { VisuallyHidden } from 'radix-ui';
import { useTranslation } from 'react-i18next';

import { Avatar } from '../../ds/avatar/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ds/dropdown-menu/dropdown-menu';
import { SignOutIcon, UserIcon } from '../../ds/icons/icons';
import { AppearanceSubmenu } from './appearance-submenu';
import { LanguageSubmenu } from './language-submenu';
import styles from './user-menu.module.css';

/**
 * The account menu. Until sign-in exists it shows a placeholder identity and a disabled sign-out;
 * the auth layer replaces the identity with the signed-in user and enables sign-out.
 */
export const UserMenu = () => {
  const { t } = useTranslation();
  const name = t('user_menu.guest_name');

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button type="button" className={styles.trigger} aria-label={t('user_menu.open')} data-testid="user-menu">
          <Avatar name={name} size="small" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={styles.content}>
        <div className={styles.userInfo} data-testid="user-info">
          <Avatar name={name} />
          <div>
            <div className={styles.name}>{name}</div>
            <div className={styles.detail}>{t('user_menu.guest_detail')}</div>
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
        <DropdownMenuItem disabled data-testid="sign-out">
          <SignOutIcon size={18} />
          {t('user_menu.sign_out')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
