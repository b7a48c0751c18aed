import { useState, type ReactNode } from 'react';

import type { DataTableColumn } from '../data-table/data-table';
import { PagedDataTable, type PagedListQuery } from '../data-table/paged-data-table';
import { useListSearchParams } from '../list-search-params/use-list-search-params';
import { ListEmptyState } from '../list-page/list-empty-state';
import { ListAddButton } from '../list-toolbar/list-add-button';
import { ListSearch } from '../list-toolbar/list-search';
import { ListToolbar } from '../list-toolbar/list-toolbar';
import { Spacer } from '../../ds/spacer/spacer';

export interface HoldersTabProps<Holder extends { id: string }> {
  /** The page the URL asks for (`useListSearchParams`), from the area's data layer. */
  holders: PagedListQuery<Holder>;
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
export const HoldersTab = <Holder extends { id: string }>({
  holders,
  columns,
  rowLink,
  texts,
  renderAssignDialog,
  toolbarActions,
  testId,
  tableTestId,
}: HoldersTabProps<Holder>) => {
  const { search, setSearch } = useListSearchParams();
  const [isAssigning, setAssigning] = useState(false);

  // The toolbar's button is the one browser tests use; the empty state repeats it.
  const assignButton = (buttonTestId: string): ReactNode => (
    <ListAddButton
      label={texts.assign}
      data-testid={buttonTestId}
      onClick={() => setAssigning(true)}
    />
  );

  return (
    <>
      <ListToolbar>
        <ListSearch value={search} onSearch={setSearch} />
        <Spacer />
        {assignButton(`assign-${testId}-button`)}
        {toolbarActions}
      </ListToolbar>
      <PagedDataTable
        label={texts.table}
        data-testid={tableTestId}
        query={holders}
        rowLink={rowLink}
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
      {isAssigning && renderAssignDialog(() => setAssigning(false))}
    </>
  );
};
