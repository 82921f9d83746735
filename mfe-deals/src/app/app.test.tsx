import { beforeEach, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { changeLanguage, createAppStore } from '@lp/shared';
import { UiProvider } from '@lp/shared/ui';
import App from './app.tsx';

function renderAt(url: string) {
  return render(
    <Provider store={createAppStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/company/deals/*" element={<App />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

beforeEach(() => changeLanguage('ru'));

it('shows an honest placeholder in Russian by default', () => {
  renderAt('/company/deals');
  expect(screen.getByTestId('deals-placeholder').textContent).toContain(
    'Раздел «Сделки» появится в следующем обновлении',
  );
});

it('shows it in English and on child paths too', async () => {
  await changeLanguage('en');
  renderAt('/company/deals/some/child');
  expect(await screen.findByText('The “Deals” section is coming in the next update')).toBeTruthy();
});
