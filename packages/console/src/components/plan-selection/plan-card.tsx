import { proOnlyFeatures } from '@tessera/schemas';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import { CheckIcon, CloseIcon } from '../../ds/icons/icons';
import { Tag } from '../../ds/tag/tag';
import { useFormatCents } from './money';
import type { PlanOffer } from './plan-offers';
import styles from './plan-selection.module.css';

interface PlanCardProps {
  offer: PlanOffer;
  isCurrent: boolean;
  /** Why the plan cannot be chosen, shown under its button. */
  disabledReason?: string;
  isPending: boolean;
  /** Another card's choice is under way: this one waits. */
  isBusy: boolean;
  onSelect: () => void;
}

/** One plan: name, "most popular" tag, monthly price from cents, features and its select button. */
export const PlanCard = ({ offer, isCurrent, disabledReason, isPending, isBusy, onSelect }: PlanCardProps) => {
  const { t } = useTranslation();
  const formatCents = useFormatCents();
  const titleId = `plan-${offer.plan}-name`;
  const noteId = `plan-${offer.plan}-note`;

  return (
    <section
      className={clsx(styles.card, offer.isMostPopular && styles.popular)}
      aria-labelledby={titleId}
      data-testid={`plan-card-${offer.plan}`}
    >
      <div className={styles.heading}>
        <h3 className={styles.name} id={titleId}>
          {offer.name}
        </h3>
        {offer.isMostPopular && (
          <Tag variant="info" data-testid={`plan-card-${offer.plan}-popular`}>
            {t('billing.plans.most_popular')}
          </Tag>
        )}
      </div>
      {offer.unitPrice !== null && (
        <p className={styles.price} data-testid={`plan-card-${offer.plan}-price`}>
          {t('billing.plans.price_per_month', { price: formatCents(offer.unitPrice) })}
        </p>
      )}
      <ul className={styles.features} aria-label={t('billing.plans.features_label', { plan: offer.name })}>
        {proOnlyFeatures.map((feature) => {
          const isIncluded = offer.features[feature];
          return (
            <li key={feature} className={styles.feature} data-testid={`plan-card-${offer.plan}-${feature}`}>
              {isIncluded ? (
                <CheckIcon className={styles.included} />
              ) : (
                <CloseIcon className={styles.excluded} />
              )}
              <span className={clsx(!isIncluded && styles.excludedLabel)}>{t(`billing.plans.features.${feature}`)}</span>
              <span className={styles.visuallyHidden}>
                {isIncluded ? t('billing.plans.included') : t('billing.plans.not_included')}
              </span>
            </li>
          );
        })}
      </ul>
      <Button
        variant={offer.isMostPopular ? 'primary' : 'outline'}
        disabled={isCurrent || Boolean(disabledReason) || isBusy}
        isLoading={isPending}
        onClick={onSelect}
        aria-describedby={disabledReason ? noteId : undefined}
        data-testid={`plan-card-${offer.plan}-select`}
      >
        {isCurrent ? t('billing.plans.current') : t('billing.plans.select', { plan: offer.name })}
      </Button>
      {disabledReason && !isCurrent && (
        <p className={styles.note} id={noteId}>
          {disabledReason}
        </p>
      )}
    </section>
  );
};
