import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';
import styles from './footer.module.css';

export const Footer = () => (
  <footer className={styles.footer}>
    <LanguageSwitcher />
    <ThemeSwitcher />
  </footer>
);
