import { useState, type ChangeEvent } from 'react';
import { useDebouncedCallback } from './use-debounced-callback.ts';

/**
 * A search field kept in the URL: the field answers every keystroke, `onSearch` (the URL, the request)
 * only once typing pauses for `delay` ms. Returns the field's text and its change handler.
 */
export function useDebouncedSearch(value: string, onSearch: (search: string) => void, delay: number) {
  const [text, setText] = useState(value);
  const [shownFor, setShownFor] = useState(value);
  if (value !== shownFor) {
    // Back/forward, a link or another control changed the search: show it (state adjusted during render).
    setShownFor(value);
    // Our own debounced update comes back trimmed: keep the trailing space the user is typing.
    if (value !== text.trim()) setText(value);
  }
  // Only a real change goes to the URL: a trailing space must not send the user back to page 1.
  const debounced = useDebouncedCallback(
    (search: string) => search.trim() !== value && onSearch(search.trim()),
    delay,
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    debounced.run(event.target.value);
  };

  return { text, onChange };
}
