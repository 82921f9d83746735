// Standalone dev mount (`pnpm dev`): the shell normally provides the store, router, UI provider and session.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@lp/shared';
import { UiProvider } from '@lp/shared/ui';
import App from './app/app.tsx';

const store = createAppStore();
const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

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
