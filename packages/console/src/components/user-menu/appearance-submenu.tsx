import { appearanceModes, languageSubmenu } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '../../ds/dropdown-menu/dropdown-menu';
import { HoverSubmenu } from '../../ds/dropdown-menu/hover-submenu';
import { ContrastIcon } from '../../ds/icons/icons';
import { isAppearanceMode } from '../../theme/appearance-store';
import { useAppearanceMode } from '../../theme/use-appearance-mode';
import styles from './user-menu.module.css';

/** System, light or dark; uses the language submenu's hover timing so both behave alike. */
export const AppearanceSubmenu = () => {
  const { t } = useTranslation();
  const [mode, setMode] = useAppearanceMode();

  return (
    <HoverSubmenu
      openDelayMs={languageSubmenu.openDelayMs}
      closeDelayMs={languageSubmenu.closeDelayMs}
      triggerTestId="appearance-menu"
      trigger={
        <>
          <ContrastIcon size={18} />
          <span className={styles.grow}>{t('user_menu.appearance')}</span>
          <span className={styles.current}>{t(`appearance.${mode}`)}</span>
        </>
      }
    >
      <DropdownMenuRadioGroup
        value={mode}
        onValueChange={(value) => {
          if (isAppearanceMode(value)) {
            setMode(value);
          }
        }}
      >
        {appearanceModes.map((option) => (
          <DropdownMenuRadioItem key={option} value={option} data-testid={`appearance-${option}`}>
            {t(`appearance.${option}`)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </HoverSubmenu>
  );
};
