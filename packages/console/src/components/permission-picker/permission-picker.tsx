import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAllResourcesWithScopes } from '../../api/resources/queries';
import { Skeleton } from '../../ds/skeleton/skeleton';
import { SearchBar } from '../search-bar/search-bar';
import { filterResources } from './filter-resources';
import styles from './permission-picker.module.css';
import { ResourceScopes } from './resource-scopes';

interface PermissionPickerProps {
  /** Selected scope ids. */
  value: readonly string[];
  onChange: (scopeIds: string[]) => void;
  /** User roles may not hold Management API scopes. */
  excludeManagementApi?: boolean;
  /** Scopes held already: shown checked and locked. */
  heldScopeIds?: ReadonlySet<string>;
}

/** Pick scopes across API resources: each resource expands to its scopes; search narrows both. */
export const PermissionPicker = ({ value, onChange, excludeManagementApi = false, heldScopeIds }: PermissionPickerProps) => {
  const { t } = useTranslation();
  const { data: resources, isPending, isError } = useAllResourcesWithScopes();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const selected = new Set(value);
  const visible = filterResources(resources ?? [], search, excludeManagementApi);

  // Scopes that may no longer be picked (the role became a User role) leave the selection.
  useEffect(() => {
    if (!excludeManagementApi || !resources) {
      return;
    }
    const hidden = new Set(resources.filter((resource) => resource.isManagementApi).flatMap((resource) => (resource.scopes ?? []).map((scope) => scope.id)));
    if (value.some((id) => hidden.has(id))) {
      onChange(value.filter((id) => !hidden.has(id)));
    }
  }, [excludeManagementApi, resources, value, onChange]);

  const setScopes = (scopeIds: readonly string[], isChecked: boolean) => {
    const next = new Set(selected);
    for (const id of scopeIds) {
      if (isChecked) {
        next.add(id);
      } else {
        next.delete(id);
      }
    }
    onChange([...next]);
  };

  return (
    <div className={styles.picker} data-testid="permission-picker">
      <SearchBar
        value={search}
        label={t('roles.picker.search')}
        placeholder={t('roles.picker.search')}
        onSearch={setSearch}
      />
      {isPending ? (
        <div className={styles.resources} aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={styles.resourceRow}>
              <Skeleton height={18} />
            </div>
          ))}
        </div>
      ) : isError ? (
        <p className={styles.message} role="alert">
          {t('shared_list.load_failed')}
        </p>
      ) : visible.length === 0 ? (
        <p className={styles.message}>{search ? t('shared_list.no_results') : t('roles.picker.no_resources')}</p>
      ) : (
        <ul className={styles.resources} aria-label={t('roles.picker.label')}>
          {visible.map((entry) => (
            <ResourceScopes
              key={entry.resource.id}
              entry={entry}
              isExpanded={Boolean(search) || expanded.has(entry.resource.id)}
              onToggleExpanded={() =>
                setExpanded((current) => {
                  const next = new Set(current);
                  if (next.has(entry.resource.id)) {
                    next.delete(entry.resource.id);
                  } else {
                    next.add(entry.resource.id);
                  }
                  return next;
                })
              }
              selected={selected}
              heldScopeIds={heldScopeIds}
              onSetScopes={setScopes}
            />
          ))}
        </ul>
      )}
      <span className={styles.summary} aria-live="polite">
        {t('roles.picker.selected', { count: value.length })}
      </span>
    </div>
  );
};
