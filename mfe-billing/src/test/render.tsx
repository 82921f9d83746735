import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '@lp/shared';
import { UiProvider } from '@lp/shared/ui';
import '../i18n.ts';

export type Rendered = ReturnType<typeof render> & { location: () => string };

/** Renders under the same providers the shell gives a remote, at the shell's mount path. */
export function renderInShell(element: ReactElement, { url = '/company/account-statement' } = {}): Rendered {
  let current = url;
  function LocationProbe() {
    const location = useLocation();
    current = `${location.pathname}${location.search}`;
    return null;
  }
  const result = render(
    <Provider store={createAppStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/company/account-statement/*" element={element} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return Object.assign(result, { location: () => current });
}
