// Standalone dev mount (`pnpm dev` inside a remote): the shell normally provides the store, router,
// UI provider and session, so a remote opened on its own gets the same providers from here.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
// Package names rather than relative paths: Module Federation then serves these as the same shared
// singletons the remote's App imports, exactly as the shell would.
import { createAppStore } from '@lp/shared';
import { UiProvider } from '@lp/shared/ui';

export function mountStandalone(App: ComponentType) {
  const store = createAppStore();
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <UiProvider>
          <BrowserRouter>
            <div style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }}>
              <Routes>
                <Route path="/*" element={<App />} />
              </Routes>
            </div>
          </BrowserRouter>
        </UiProvider>
      </Provider>
    </StrictMode>,
  );
}
