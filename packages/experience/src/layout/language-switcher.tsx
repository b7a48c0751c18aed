import { languageAutonyms, languages, isLanguage } from '@tessera/phrases';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { changeLanguage } from '../i18n/i18n';
import { storeLanguage } from '../i18n/language-storage';
import { useUiLanguage } from '../i18n/use-ui-language';
import styles from './footer.module.css';

/** Every language named in itself, so a user can find theirs whatever the page shows. */
export const LanguageSwitcher = () => {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) {
            storeLanguage(next);
            void changeLanguage(next);
          }
        }}
      >
        {languages.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {languageAutonyms[tag]}
          </option>
        ))}
      </select>
    </div>
  );
};
