import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConfirmStep, useMarkSignInExperienceCustomized } from '../../api/dashboard/get-started';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { Button } from '../../ds/button/button';
import { buttonClassName } from '../../ds/button/button-class-name';
import { Card } from '../../ds/card/card';
import { CheckIcon } from '../../ds/icons/icons';
import { Skeleton } from '../../ds/skeleton/skeleton';
import { Tag } from '../../ds/tag/tag';
import styles from './get-started.module.css';
import type { GetStartedStep } from './use-get-started-steps';

/** "Mark as done" for a step no record proves. */
const MarkDoneButton = ({ step, tenantId }: { step: GetStartedStep; tenantId: string }) => {
  const { t } = useTranslation();
  const markSignInExperience = useMarkSignInExperienceCustomized();
  const confirmStep = useConfirmStep(tenantId);
  const { confirm } = step;
  if (!confirm) {
    return null;
  }
  const isPending = markSignInExperience.isPending || confirmStep.isPending;
  return (
    <Button
      variant="text"
      isLoading={isPending}
      data-testid={`get-started-confirm-${step.id}`}
      onClick={() => {
        // A failed call is toasted by the API client; the step stays open.
        const done =
          confirm.kind === 'sign_in_experience'
            ? markSignInExperience.mutateAsync(undefined)
            : confirmStep.confirm(confirm.step);
        done.catch(() => undefined);
      }}
    >
      {t('get_started.mark_done')}
    </Button>
  );
};

/** One step: what to do, where to do it, and whether it is done. */
export const GetStartedStepCard = ({
  step,
  tenantId,
}: {
  step: GetStartedStep;
  tenantId: string;
}) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const titleId = `get-started-${step.id}-title`;

  return (
    <li>
      <Card
        className={styles.step}
        aria-labelledby={titleId}
        data-testid={`get-started-${step.id}`}
      >
        <span className={styles.marker} data-done={step.isDone || undefined} aria-hidden>
          {step.isDone && <CheckIcon size={16} />}
        </span>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {t(`get_started.${step.id}.title`)}
          </h2>
          <p className={styles.description}>{t(`get_started.${step.id}.description`)}</p>
        </div>
        <div className={styles.actions}>
          {step.isDone === undefined ? (
            <Skeleton width={96} height={32} />
          ) : step.isDone ? (
            <Tag variant="success" data-testid={`get-started-${step.id}-done`}>
              {t('get_started.done')}
            </Tag>
          ) : (
            <MarkDoneButton step={step} tenantId={tenantId} />
          )}
          <Link
            to={tenantPath(step.path)}
            className={buttonClassName({ variant: step.isDone ? 'outline' : 'primary' })}
          >
            {t(`get_started.${step.id}.action`)}
          </Link>
        </div>
      </Card>
    </li>
  );
};
