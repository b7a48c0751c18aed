import { useTranslation } from 'react-i18next';

import { ListPage } from '../../components/list-page/list-page';
import { GetStartedStepCard } from './get-started-step-card';
import styles from './get-started.module.css';
import { useGetStartedSteps } from './use-get-started-steps';

/** `/get-started`: the first steps of a new tenant, each marked once done. */
export default function GetStartedPage() {
  const { t } = useTranslation();
  const { steps, tenantId, isError } = useGetStartedSteps();
  const done = steps.filter((step) => step.isDone).length;

  return (
    <ListPage title={t('pages.get_started.title')} subtitle={t('pages.get_started.subtitle')}>
      <p className={styles.progress} data-testid="get-started-progress">
        {t('get_started.progress', { done, total: steps.length })}
      </p>
      {isError && (
        <p role="alert" className={styles.alert}>
          {t('get_started.load_failed')}
        </p>
      )}
      <ol className={styles.steps} aria-label={t('get_started.steps_label')}>
        {steps.map((step) => (
          <GetStartedStepCard key={step.id} step={step} tenantId={tenantId} />
        ))}
      </ol>
    </ListPage>
  );
}
