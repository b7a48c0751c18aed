import type { PasswordPolicy } from '@tessera/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './password-rules.module.css';

/** The tenant's password policy in words, shown before the user types a new password. */
export const PasswordRules = ({ policy }: { policy: PasswordPolicy }) => {
  const { t } = useTranslation();
  const id = useId();
  const { length, characterTypes, rejects } = policy;
  const rules = [
    t('password_rules.length', { min: length.min, max: length.max }),
    ...(characterTypes.min > 1
      ? [t('password_rules.character_types', { min: characterTypes.min })]
      : []),
    ...(rejects.pwned ? [t('password_rules.pwned')] : []),
    ...(rejects.repetitionAndSequence ? [t('password_rules.repetition_and_sequence')] : []),
    ...(rejects.userInfo ? [t('password_rules.user_info')] : []),
    ...(rejects.words.length > 0 ? [t('password_rules.words')] : []),
  ];
  return (
    <div className={styles.rules} data-testid="password-rules">
      <p id={id} className={styles.heading}>
        {t('password_rules.heading')}
      </p>
      <ul aria-labelledby={id}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
};
