import { appearanceModes, type AppearanceMode } from '@tessera/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { setAppearanceMode } from '../theme/appearance-store';
import { useAppearance } from '../theme/use-appearance';
import styles from './footer.module.css';

const isAppearanceMode = (value: string): value is AppearanceMode =>
  (appearanceModes as readonly string[]).includes(value);

export const ThemeSwitcher = () => {
  const { t } = useTranslation();
  const { mode, isForced } = useAppearance();
  const id = useId();
  if (isForced) {
    return null;
  }
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{t('theme.label')}</label>
      <select
        id={id}
        className={styles.select}
        value={mode}
        onChange={(event) => {
          if (isAppearanceMode(event.target.value)) {
            setAppearanceMode(event.target.value);
          }
        }}
      >
        {appearanceModes.map((option) => (
          <option key={option} value={option}>
            {t(`theme.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
};
