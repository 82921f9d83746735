import type { ReactElement } from 'react';
import { renderRemoteAt, type RenderedRemote } from '@lp/shared/test-utils';
import '../i18n.ts';

/** Renders under the same providers the shell gives a remote, at the shell's mount path. */
export function renderInShell(element: ReactElement, { url = '/company/deals' } = {}): RenderedRemote {
  return renderRemoteAt(element, '/company/deals', url);
}
