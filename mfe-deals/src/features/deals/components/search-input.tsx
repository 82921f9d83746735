import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@lp/shared/ui';
import { SearchOutlined } from '@lp/shared/ui-data';
import { useDebouncedCallback } from '../model/use-debounced-callback.ts';

export const SEARCH_DELAY_MS = 350;

type SearchInputProps = { value: string; onSearch: (search: string) => void };

/** Phone (any written form) or name; the field answers every keystroke, the URL only once typing pauses. */
export function SearchInput({ value, onSearch }: SearchInputProps) {
  const { t } = useTranslation('deals');
  const [text, setText] = useState(value);
  const [shownFor, setShownFor] = useState(value);
  if (value !== shownFor) {
    // Back/forward, a link or a stat card changed the search: show it (state adjusted during render).
    setShownFor(value);
    if (value !== text.trim()) setText(value);
  }
  // Only a real change goes to the URL: a trailing space must not send the user back to page 1.
  const debounced = useDebouncedCallback(
    (search: string) => search.trim() !== value && onSearch(search.trim()),
    SEARCH_DELAY_MS,
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    debounced.run(event.target.value);
  };

  return (
    <Input
      data-testid="deals-search"
      aria-label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      prefix={<SearchOutlined />}
      allowClear
      value={text}
      onChange={handleChange}
      style={{ width: 260 }}
    />
  );
}
