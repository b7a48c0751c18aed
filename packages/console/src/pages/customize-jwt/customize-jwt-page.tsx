import { useTranslation } from 'react-i18next';

import { useJwtCustomizers } from '../../api/jwt-customizer/queries';
import { ListPage } from '../../components/list-page/list-page';
import { Button } from '../../ds/button/button';
import { EmptyState } from '../../ds/empty-state/empty-state';
import { Skeleton } from '../../ds/skeleton/skeleton';
import { TokenTypeCard } from './index/token-type-card';
import { configKeyOf, jwtTokenTypes } from './token-types';
import styles from './index/customize-jwt-index.module.css';

/** `/customize-jwt`: one card per token type. */
export default function CustomizeJwtPage() {
  const { t } = useTranslation();
  const query = useJwtCustomizers();
  const keys = new Set(query.data?.map((item) => item.key));

  return (
    <ListPage title={t('pages.customize_jwt.title')} subtitle={t('pages.customize_jwt.subtitle')}>
      {query.isError ? (
        <EmptyState
          title={t('custom_jwt.index.load_failed')}
          action={<Button onClick={() => void query.refetch()}>{t('shared_list.retry')}</Button>}
        />
      ) : (
        <div className={styles.cards} aria-busy={query.isPending || undefined}>
          {jwtTokenTypes.map((tokenType) =>
            query.isPending ? (
              <Skeleton key={tokenType} height={160} />
            ) : (
              <TokenTypeCard
                key={tokenType}
                tokenType={tokenType}
                isSet={keys.has(configKeyOf(tokenType))}
              />
            ),
          )}
        </div>
      )}
    </ListPage>
  );
}
