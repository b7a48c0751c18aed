import { useTranslation } from 'react-i18next';

import { useBuiltinNames } from '../builtin-names/use-builtin-names';
import { Checkbox } from '../../ds/checkbox/checkbox';
import { ChevronDownIcon } from '../../ds/icons/action-icons';
import type { PickerResource } from './filter-resources';
import styles from './permission-picker.module.css';

interface ResourceScopesProps {
  entry: PickerResource;
  isExpanded: boolean;
  onToggleExpanded: () => void;
  selected: ReadonlySet<string>;
  heldScopeIds?: ReadonlySet<string>;
  onSetScopes: (scopeIds: readonly string[], isChecked: boolean) => void;
}

/** One resource of the permission picker: a checkbox for all its scopes, and the scopes when expanded. */
export const ResourceScopes = ({ entry, isExpanded, onToggleExpanded, selected, heldScopeIds, onSetScopes }: ResourceScopesProps) => {
  const { t } = useTranslation();
  const { scopeDescription } = useBuiltinNames();
  const { resource, scopes } = entry;
  const selectable = scopes.filter((scope) => !heldScopeIds?.has(scope.id));
  const checkedCount = selectable.filter((scope) => selected.has(scope.id)).length;
  const listId = `permission-scopes-${resource.id}`;

  return (
    <li className={styles.resource}>
      <div className={styles.resourceRow}>
        <Checkbox
          aria-label={t('roles.picker.select_all', { name: resource.name })}
          checked={selectable.length > 0 && checkedCount === selectable.length}
          isIndeterminate={checkedCount > 0 && checkedCount < selectable.length}
          disabled={selectable.length === 0}
          data-testid={`permission-resource-${resource.id}`}
          onChange={(event) => onSetScopes(selectable.map((scope) => scope.id), event.target.checked)}
        />
        <button
          type="button"
          className={styles.expand}
          aria-expanded={isExpanded}
          aria-controls={listId}
          data-testid={`permission-expand-${resource.id}`}
          onClick={onToggleExpanded}
        >
          <ChevronDownIcon size={16} className={styles.chevron} />
          <span className={styles.resourceName}>{resource.name}</span>
          <span className={styles.count}>
            {t('roles.picker.resource_count', { selected: checkedCount, total: scopes.length })}
          </span>
        </button>
      </div>
      {isExpanded && (
        <ul id={listId} className={styles.scopes}>
          {scopes.length === 0 && <li className={styles.scopeDescription}>{t('roles.picker.no_scopes')}</li>}
          {scopes.map((scope) => {
            const isHeld = Boolean(heldScopeIds?.has(scope.id));
            return (
              <li key={scope.id}>
                <label className={styles.scope}>
                  <Checkbox
                    checked={isHeld || selected.has(scope.id)}
                    disabled={isHeld}
                    data-testid={`permission-scope-${scope.id}`}
                    onChange={(event) => onSetScopes([scope.id], event.target.checked)}
                  />
                  <span>
                    <span className={styles.scopeName}>{scope.name}</span>
                    {scope.description && (
                      <span className={styles.scopeDescription}>{scopeDescription(scope.description)}</span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
};
