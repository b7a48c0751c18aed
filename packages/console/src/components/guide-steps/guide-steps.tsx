import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CodeBlock } from '../../ds/code-block/code-block';
import styles from './guide-steps.module.css';

export interface GuideStep {
  key: string;
  title: string;
  description?: string;
  /** Extra content before the code (a picker, a note). */
  extra?: ReactNode;
  blocks?: ReadonlyArray<{ title: string; code: string }>;
}

/** Numbered steps of an integration guide, each with copyable code. */
export const GuideSteps = ({ steps }: { steps: readonly GuideStep[] }) => {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.key} className={styles.step} data-testid={`guide-step-${step.key}`}>
          <div>
            <h2 className={styles.title}>{step.title}</h2>
            {step.description && <p className={styles.description}>{step.description}</p>}
            <div className={styles.blocks}>
              {step.extra}
              {step.blocks?.map((block) => (
                <CodeBlock
                  key={block.title}
                  title={block.title}
                  code={block.code}
                  copyLabel={t('guide.copy')}
                  copiedLabel={t('guide.copied')}
                />
              ))}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
};
