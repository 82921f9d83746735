import { useEffect, useMemo, useRef } from 'react';

/** `callback` called `delay` ms after the last call; pending calls are dropped on unmount. */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number,
) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      run: (...args: Args) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(...args), delay);
      },
      cancel: () => clearTimeout(timer.current),
    }),
    [delay],
  );
}
