import { onboardingSteps } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import styles from './onboarding.module.css';

interface OnboardingStepHeaderProps {
  /** 1 to `onboardingSteps`. */
  step: number;
  title: string;
  description: string;
}

/** "Step n of 3", the step's title and what it is for. */
export const OnboardingStepHeader = ({ step, title, description }: OnboardingStepHeaderProps) => {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <p className={styles.progress} data-testid="onboarding-progress">
        {t('onboarding.step', { step, total: onboardingSteps })}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
    </header>
  );
};
