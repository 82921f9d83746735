import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Provider } from 'react-redux';
import { UiProvider } from '@lp/shared/ui-core';
import { routes } from './routes.tsx';
import { store } from './store.ts';

const router = createBrowserRouter(routes);

export function AppRoot() {
  return (
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>
  );
}
