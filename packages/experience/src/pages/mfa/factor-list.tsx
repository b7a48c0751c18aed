import type { SignInMfaFactor } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { factorPhraseKeys } from './mfa-step';
import styles from './mfa.module.css';

type FactorListProps = {
  factors: readonly SignInMfaFactor[];
  onChoose: (factor: SignInMfaFactor) => void;
};

/** One button per factor, named and explained; the list is a group read as one choice. */
export const FactorList = ({ factors, onChoose }: FactorListProps) => {
  const { t } = useTranslation();
  return (
    <ul className={styles.factors} aria-label={t('mfa.choose_factor')} data-testid="factor-list">
      {factors.map((factor) => (
        <li key={factor}>
          <button
            type="button"
            className={styles.factor}
            data-testid={`factor-${factor}`}
            onClick={() => onChoose(factor)}
          >
            <span className={styles.factorName}>{t(`mfa.factor.${factorPhraseKeys[factor]}`)}</span>
            <span className={styles.factorHint}>
              {t(`mfa.factor_hint.${factorPhraseKeys[factor]}`)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
};
