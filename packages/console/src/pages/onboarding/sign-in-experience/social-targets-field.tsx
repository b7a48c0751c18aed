import { useTranslation } from 'react-i18next';

import { CheckboxList, type CheckboxListItem } from '../../../components/checkbox-list/checkbox-list';
import styles from '../onboarding.module.css';

interface SocialTargetsFieldProps {
  /** The providers on offer, by target. */
  items: readonly CheckboxListItem[];
  value: string[];
  onChange: (targets: string[]) => void;
}

/** The social providers offered as buttons on the sign-in page, in the order picked. */
export const SocialTargetsField = ({ items, value, onChange }: SocialTargetsFieldProps) => {
  const { t } = useTranslation();
  return (
    <div className={styles.fields}>
      <span>{t('sign_in_experience.social.title')}</span>
      <p className={styles.description}>{t('onboarding.sign_in_experience.social_description')}</p>
      <CheckboxList
        label={t('sign_in_experience.social.title')}
        items={items}
        value={value}
        onChange={onChange}
        emptyText={t('sign_in_experience.social.empty')}
        data-testid="onboarding-social-targets"
      />
    </div>
  );
};
