import { languageAutonyms } from '@tessera/phrases';
import { consoleLanguages, languageSubmenu } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '../../ds/dropdown-menu/dropdown-menu';
import { HoverSubmenu } from '../../ds/dropdown-menu/hover-submenu';
import { GlobeIcon } from '../../ds/icons/icons';
import { isConsoleLanguage } from '../../i18n/detect-language';
import { changeConsoleLanguage } from '../../i18n/i18n';
import { useConsoleLanguage } from '../../i18n/use-console-language';
import styles from './user-menu.module.css';

/** Languages listed by their own names, so that anyone can find theirs. */
export const LanguageSubmenu = () => {
  const { t } = useTranslation();
  const language = useConsoleLanguage();

  return (
    <HoverSubmenu
      openDelayMs={languageSubmenu.openDelayMs}
      closeDelayMs={languageSubmenu.closeDelayMs}
      triggerTestId="language-menu"
      trigger={
        <>
          <GlobeIcon size={18} />
          <span className={styles.grow}>{t('user_menu.language')}</span>
          <span className={styles.current} lang={language}>
            {languageAutonyms[language]}
          </span>
        </>
      }
    >
      <DropdownMenuRadioGroup
        value={language}
        onValueChange={(value) => {
          if (isConsoleLanguage(value)) {
            void changeConsoleLanguage(value);
          }
        }}
      >
        {consoleLanguages.map((tag) => (
          <DropdownMenuRadioItem key={tag} value={tag} lang={tag} data-testid={`language-${tag}`}>
            {languageAutonyms[tag]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </HoverSubmenu>
  );
};
