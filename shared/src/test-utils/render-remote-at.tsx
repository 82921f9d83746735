import { createElement, isValidElement, type ComponentType, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { createAppStore, type AppStore } from '../store/create-store.ts';
import { UiProvider } from '../ui/ui-provider.tsx';

export type RenderRemoteOptions = {
  /** A store prepared by the test (e.g. with a signed-in user); a fresh one otherwise. */
  store?: AppStore;
};

export type RenderedRemote = RenderResult & {
  /** The router location after the remote's redirects have run. */
  location: () => Location;
  /** The same location as one string: path and query. */
  url: () => string;
};

/**
 * Renders a remote under the providers the shell gives it, mounted at `mountPath` as the shell mounts
 * it, and opens `url`. Takes the App component or an element (e.g. one page of the remote).
 */
export function renderRemoteAt(
  remote: ComponentType | ReactElement,
  mountPath: string,
  url: string,
  { store = createAppStore() }: RenderRemoteOptions = {},
): RenderedRemote {
  const element = isValidElement(remote) ? remote : createElement(remote);
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const result = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={`${mountPath}/*`} element={element} />
            {/* Paths outside the mount belong to the shell: a redirect out of the remote shows nothing. */}
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  const location = () => {
    if (!current) throw new Error('the router has not rendered yet');
    return current;
  };
  return Object.assign(result, {
    location,
    url: () => `${location().pathname}${location().search}`,
  });
}
