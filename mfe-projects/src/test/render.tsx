import type { ReactElement } from 'react';
import { renderRemoteAt, type RenderedRemote } from '@lp/shared/test-utils';
import '../i18n.ts';

export type Rendered = Omit<RenderedRemote, 'location'> & { location: () => string };

/** Renders under the same providers the shell gives a remote, at the shell's mount path. */
export function renderInShell(element: ReactElement, { url = '/company/projects' } = {}): Rendered {
  const { location, ...view } = renderRemoteAt(element, '/company/projects', url);
  return {
    ...view,
    location: () => {
      const { pathname, search } = location();
      return `${pathname}${search}`;
    },
  };
}
