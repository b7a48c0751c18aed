import type { ConnectorResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConnectors } from '../../../api/connectors/queries';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Button } from '../../../ds/button/button';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { Card } from '../../../ds/card/card';
import { Skeleton } from '../../../ds/skeleton/skeleton';
import { ProviderLogo } from '../../../components/provider-logo/provider-logo';
import { createTypeOf } from '../shared/connector-kinds';
import { useLocalizedText } from '../shared/use-localized-text';
import styles from './passwordless-cards.module.css';

type PasswordlessType = 'Email' | 'Sms';

interface KindCardProps {
  type: PasswordlessType;
  connector: ConnectorResponse | undefined;
  isLoading: boolean;
}

const descriptionKey = { Email: 'email_description', Sms: 'sms_description' } as const;
const setUpKey = { Email: 'set_up_email', Sms: 'set_up_sms' } as const;

/** One kind's card: its connector (a link to the details) or what to do when there is none. */
const KindCard = ({ type, connector, isLoading }: KindCardProps) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const localized = useLocalizedText();
  const headingId = `connector-card-${type}`;

  return (
    <Card className={styles.card} data-testid={`connector-card-${type}`}>
      <section aria-labelledby={headingId} aria-busy={isLoading || undefined}>
        <h2 id={headingId} className={styles.title}>
          {t(`connectors.types.${type}`)}
        </h2>
        <p className={styles.description}>{t(`connectors.passwordless.${descriptionKey[type]}`)}</p>
        {isLoading ? (
          <Skeleton height={48} />
        ) : connector ? (
          <Link
            to={tenantPath(`connectors/passwordless/${connector.id}`)}
            className={styles.connector}
            data-testid={`connector-link-${type}`}
          >
            <ProviderLogo logo={connector.logo} logoDark={connector.logoDark} />
            <span className={styles.text}>
              <span className={styles.name}>{localized(connector.name)}</span>
              <span className={styles.connectorDescription}>
                {localized(connector.description)}
              </span>
            </span>
          </Link>
        ) : (
          <div className={styles.empty}>
            <span>{t('connectors.passwordless.not_set_up')}</span>
            <Link
              to={tenantPath(`connectors/passwordless/create/${createTypeOf[type]}`)}
              className={buttonClassName({ variant: 'primary' })}
              data-testid={`connector-set-up-${type}`}
            >
              {t(`connectors.passwordless.${setUpKey[type]}`)}
            </Link>
          </div>
        )}
      </section>
    </Card>
  );
};

/** `/connectors/passwordless`: the tenant's email and SMS connectors, at most one of each. */
export const PasswordlessCards = () => {
  const { t } = useTranslation();
  const { data: connectors, isLoading, isError, refetch } = useConnectors();

  if (isError && !connectors) {
    return (
      <div className={styles.retry} role="alert">
        <span>{t('shared_list.load_failed')}</span>
        <Button onClick={() => void refetch()}>{t('shared_list.retry')}</Button>
      </div>
    );
  }

  const connectorOf = (type: PasswordlessType) =>
    connectors?.find((connector) => connector.type === type);
  return (
    <div className={styles.cards}>
      <KindCard type="Email" connector={connectorOf('Email')} isLoading={isLoading} />
      <KindCard type="Sms" connector={connectorOf('Sms')} isLoading={isLoading} />
    </div>
  );
};
