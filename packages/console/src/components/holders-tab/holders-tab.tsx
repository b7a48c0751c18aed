import { pageSize } from '@tessera/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import type { Page } from '../../api/api-client';
import { DataTable, type DataTableColumn } from '../data-table/data-table';
import { useListSearchParams } from '../list-search-params/use-list-search-params';
import { ListEmptyState } from '../list-page/list-empty-state';
import { ListAddButton } from '../list-toolbar/list-add-button';
import { ListSearch } from '../list-toolbar/list-search';
import { ListToolbar } from '../list-toolbar/list-toolbar';
import { Pagination } from '../pagination/pagination';
import { Spacer } from '../../ds/spacer/spacer';

export interface HoldersTabProps<Holder> {
  /** The page the URL asks for (`useListSearchParams`), from the area's data layer. */
  holders: UseQueryResult<Page<Holder>>;
  getId: (holder: Holder) => string;
  columns: ReadonlyArray<DataTableColumn<Holder>>;
  rowLink?: (holder: Holder) => string;
  texts: { table: string; assign: string; emptyTitle: string; emptyDescription: string };
  /** More toolbar buttons, after the assign button. */
  toolbarActions?: ReactNode;
  /** The assign dialog, open until it calls `close`. */
  renderAssignDialog: (close: () => void) => ReactNode;
  /** Names the assign buttons: `assign-{testId}-button`. */
  testId: string;
  tableTestId: string;
}

/** Who holds something (a role, a membership): list, search, page, assign. */
export const HoldersTab = <Holder,>({
  holders,
  getId,
  columns,
  rowLink,
  texts,
  renderAssignDialog,
  toolbarActions,
  testId,
  tableTestId,
}: HoldersTabProps<Holder>) => {
  const { page, search, setPage, setSearch } = useListSearchParams();
  const [isAssigning, setAssigning] = useState(false);

  // The toolbar's button is the one browser tests use; the empty state repeats it.
  const assignButton = (buttonTestId: string): ReactNode => (
    <ListAddButton label={texts.assign} data-testid={buttonTestId} onClick={() => setAssigning(true)} />
  );

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
        <Spacer />
        {assignButton(`assign-${testId}-button`)}
        {toolbarActions}
      </ListToolbar>
      <DataTable
        label={texts.table}
        data-testid={tableTestId}
        rows={holders.data?.items}
        rowKey={getId}
        rowLink={rowLink}
        isLoading={holders.isFetching}
        skeletonRows={pageSize.console}
        hasError={holders.isError}
        onRetry={() => void holders.refetch()}
        columns={columns}
        empty={
          <ListEmptyState
            isFiltered={Boolean(search)}
            title={texts.emptyTitle}
            description={texts.emptyDescription}
            action={assignButton(`assign-${testId}-empty-button`)}
          />
        }
      />
      <Pagination
        page={page}
        pageSize={pageSize.console}
        totalCount={holders.data?.totalCount ?? 0}
        onPageChange={setPage}
      />
      {isAssigning && renderAssignDialog(() => setAssigning(false))}
    </>
  );
};
