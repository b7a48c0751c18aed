import { pageSize } from '@tessera/schemas';

import { useListSearchParams } from '../list-search-params/use-list-search-params';
import { Pagination } from '../pagination/pagination';
import { DataTable, type DataTableProps } from './data-table';

/** What a paged list query (`useEndpointPage`) gives a table. */
export interface PagedListQuery<Row> {
  data?: { items: readonly Row[]; totalCount: number };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

type PagedDataTableProps<Row extends { id: string }> = Omit<
  DataTableProps<Row>,
  'rows' | 'rowKey' | 'isLoading' | 'skeletonRows' | 'hasError' | 'onRetry'
> & {
  /** The query of the page in the URL (`useListSearchParams().page`). */
  query: PagedListQuery<Row>;
  /** Rows are told apart by their id unless said otherwise. */
  rowKey?: (row: Row) => string;
};

/**
 * One page of a list whose page lives in the URL: the table with its loading, error and empty
 * states, then the page buttons, which change `?page=`.
 */
export const PagedDataTable = <Row extends { id: string }>({
  query,
  rowKey = (row) => row.id,
  ...tableProps
}: PagedDataTableProps<Row>) => {
  const { page, setPage } = useListSearchParams();
  return (
    <>
      <DataTable
        {...tableProps}
        rowKey={rowKey}
        rows={query.data?.items}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
      />
      <Pagination
        page={page}
        pageSize={pageSize.console}
        totalCount={query.data?.totalCount ?? 0}
        onPageChange={setPage}
      />
    </>
  );
};
