import { firstPage } from '@tessera/schemas';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= firstPage ? page : firstPage;
};

/**
 * A list's state in the URL: `?page=` (1-based), `?search=` and any filter the list names.
 * Changing the search or a filter goes back to the first page; empty values leave the URL.
 */
export const useListSearchParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();

  const update = useCallback(
    (changes: Record<string, string | undefined>, { resetPage = true, replace = false } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) {
              next.set(key, value);
            } else {
              next.delete(key);
            }
          }
          if (resetPage && !('page' in changes)) {
            next.delete('page');
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  return {
    page: readPage(searchParams.get('page')),
    search: searchParams.get('search') ?? '',
    getParam: (key: string) => searchParams.get(key) ?? '',
    setPage: (page: number) => update({ page: page > firstPage ? String(page) : undefined }, { resetPage: false }),
    setSearch: (search: string) => update({ search: search || undefined }, { replace: true }),
    setParam: (key: string, value: string) => update({ [key]: value || undefined }),
  };
};
