import { pageSize } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useApi } from '../../../api/use-api';
import { AssignDialog, type AssignDialogProps } from '../../../components/assign-dialog/assign-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { invalidatePaths } from '../../../components/page-query/invalidate-paths';
import { usePageQuery } from '../../../components/page-query/use-page-query';
import { Pagination } from '../../../components/pagination/pagination';
import { SearchBar } from '../../../components/search-bar/search-bar';
import { Button } from '../../../ds/button/button';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { PlusIcon } from '../../../ds/icons/action-icons';
import { Spacer } from '../../../ds/spacer/spacer';
import { useToast } from '../../../ds/toast/use-toast';

export interface HoldersTabProps<Holder> {
  /** `api/roles/{id}/users` or `…/applications`. */
  path: string;
  /** The body key of the assign call: `userIds` or `applicationIds`. */
  assignKey: 'userIds' | 'applicationIds';
  getId: (holder: Holder) => string;
  columns: ReadonlyArray<DataTableColumn<Holder>>;
  rowLink?: (holder: Holder) => string;
  texts: { table: string; assign: string; assigned: string; emptyTitle: string; emptyDescription: string };
  /** The candidates of the assign dialog. */
  dialog: Pick<AssignDialogProps<Holder>, 'title' | 'description' | 'path' | 'params' | 'renderItem' | 'emptyText' | 'unavailableText'>;
  testId: string;
}

/** Who holds a role (users or machine-to-machine apps): list, search, page, assign. */
export const HoldersTab = <Holder,>({ path, assignKey, getId, columns, rowLink, texts, dialog, testId }: HoldersTabProps<Holder>) => {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { page, search, setPage, setSearch } = useListSearchParams();
  const [isAssigning, setAssigning] = useState(false);
  const query = usePageQuery<Holder>({ path, page, pageSize: pageSize.console, params: { search: search || undefined } });

  // The toolbar's button is the one browser tests use; the empty state repeats it.
  const assignButton = (buttonTestId: string): ReactNode => (
    <Button variant="primary" icon={<PlusIcon size={16} />} data-testid={buttonTestId} onClick={() => setAssigning(true)}>
      {texts.assign}
    </Button>
  );

  return (
    <>
      <ListToolbar>
        <SearchBar value={search} label={t('shared_list.search')} placeholder={t('shared_list.search_placeholder')} onSearch={setSearch} />
        <Spacer />
        {assignButton(`assign-${testId}-button`)}
      </ListToolbar>
      <DataTable
        label={texts.table}
        data-testid={`role-${testId}-table`}
        rows={query.data?.items}
        rowKey={getId}
        rowLink={rowLink}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        columns={columns}
        empty={
          search ? (
            <EmptyState title={t('shared_list.no_results')} />
          ) : (
            <EmptyState title={texts.emptyTitle} description={texts.emptyDescription} action={assignButton(`assign-${testId}-empty-button`)} />
          )
        }
      />
      <Pagination page={page} pageSize={pageSize.console} totalCount={query.data?.totalCount ?? 0} onPageChange={setPage} />
      {isAssigning && (
        <AssignDialog<Holder>
          {...dialog}
          getId={getId}
          onClose={() => setAssigning(false)}
          onSubmit={async (holders) => {
            await api.post(path, { json: { [assignKey]: holders.map(getId) } });
            toast.success(texts.assigned);
            await invalidatePaths(queryClient, 'api/roles', 'api/applications');
          }}
        />
      )}
    </>
  );
};
