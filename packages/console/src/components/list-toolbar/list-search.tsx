import { useTranslation } from 'react-i18next';

import { SearchBar } from '../search-bar/search-bar';

interface ListSearchProps {
  /** The applied search, from the URL. */
  value: string;
  onSearch: (value: string) => void;
  /** What can be searched for, where the list says more than the usual hint. */
  placeholder?: string;
}

/** The search field of a list's toolbar, labelled the same on every list. */
export const ListSearch = ({ value, onSearch, placeholder }: ListSearchProps) => {
  const { t } = useTranslation();
  return (
    <SearchBar
      value={value}
      label={t('shared_list.search')}
      placeholder={placeholder ?? t('shared_list.search_placeholder')}
      data-testid="list-search"
      onSearch={onSearch}
    />
  );
};
