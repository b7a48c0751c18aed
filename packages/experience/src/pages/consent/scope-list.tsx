import { useTranslation } from 'react-i18next';

import styles from './consent-page.module.css';

/** OIDC scopes with a phrase of their own; other scopes are shown by name. */
const describedScopes = ['openid', 'profile', 'email', 'phone', 'offline_access'] as const;
type DescribedScope = (typeof describedScopes)[number];

const isDescribedScope = (scope: string): scope is DescribedScope =>
  (describedScopes as readonly string[]).includes(scope);

type ScopeListProps = {
  scopes: readonly string[];
  resourceScopes: Readonly<Record<string, readonly string[]>>;
};

/** What the application asks to do: user-data scopes in words, API scopes under their resource. */
export const ScopeList = ({ scopes, resourceScopes }: ScopeListProps) => {
  const { t } = useTranslation();
  const resources = Object.entries(resourceScopes).filter(([, list]) => list.length > 0);
  return (
    <div className={styles.scopes}>
      <h2 className={styles.scopesHeading}>{t('consent.scopes_heading')}</h2>
      {scopes.length > 0 && (
        <ul className={styles.scopeList}>
          {scopes.map((scope) => (
            <li key={scope}>{isDescribedScope(scope) ? t(`consent.scope.${scope}`) : scope}</li>
          ))}
        </ul>
      )}
      {resources.map(([resource, list]) => (
        <div key={resource} className={styles.resource}>
          <h3 className={styles.resourceName}>{t('consent.resource_scopes', { resource })}</h3>
          <ul className={styles.scopeList}>
            {list.map((scope) => (
              <li key={scope}>{scope}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
};
