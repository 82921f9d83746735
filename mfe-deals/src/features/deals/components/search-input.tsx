import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from '@lp/shared';
import { Input } from '@lp/shared/ui';
import { SearchOutlined } from '@lp/shared/ui-data';

export const SEARCH_DELAY_MS = 350;

type SearchInputProps = { value: string; onSearch: (search: string) => void };

/** Phone (any written form) or name; the field answers every keystroke, the URL only once typing pauses. */
export function SearchInput({ value, onSearch }: SearchInputProps) {
  const { t } = useTranslation('deals');
  const { text, onChange } = useDebouncedSearch(value, onSearch, SEARCH_DELAY_MS);

  return (
    <Input
      data-testid="deals-search"
      aria-label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      prefix={<SearchOutlined />}
      allowClear
      value={text}
      onChange={onChange}
      style={{ width: 260 }}
    />
  );
}
