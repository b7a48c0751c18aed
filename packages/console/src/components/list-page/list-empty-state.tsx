import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../ds/empty-state/empty-state';

interface ListEmptyStateProps {
  /** A search or filter is applied: "no results" instead of the invitation to create the first one. */
  isFiltered?: boolean;
  title: string;
  description: string;
  /** Usually a `CreateLink` to the list's create dialog; none where rows are not made here. */
  action?: ReactNode;
}

/** What a list shows without rows: why it is empty (and how to create the first row), or "no results" for a search. */
export const ListEmptyState = ({
  isFiltered = false,
  title,
  description,
  action,
}: ListEmptyStateProps) => {
  const { t } = useTranslation();
  return isFiltered ? (
    <EmptyState title={t('shared_list.no_results')} />
  ) : (
    <EmptyState title={title} description={description} action={action} />
  );
};
