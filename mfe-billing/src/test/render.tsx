import type { ReactElement } from 'react';
import { renderRemoteAt, type RenderedRemote } from '@lp/shared/test-utils';
import '../i18n.ts';

export type Rendered = Omit<RenderedRemote, 'location'> & { location: () => string };

/** Renders under the same providers the shell gives a remote, at the shell's mount path. */
export function renderInShell(element: ReactElement, { url = '/company/account-statement' } = {}): Rendered {
  const { location, ...view } = renderRemoteAt(element, '/company/account-statement', url);
  // Billing's tests assert on the path and the query string together.
  return {
    ...view,
    location: () => {
      const { pathname, search } = location();
      return `${pathname}${search}`;
    },
  };
}
