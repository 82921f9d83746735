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
            <Route path="/company/telephony/*" element={<App />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

beforeEach(() => changeLanguage('ru'));

it('shows an honest placeholder in Russian by default', () => {
  renderAt('/company/telephony');
  expect(screen.getByTestId('telephony-placeholder').textContent).toContain(
    'Раздел «Телефония» появится в следующем обновлении',
  );
});

it('shows it in English and on child paths too', async () => {
  await changeLanguage('en');
  renderAt('/company/telephony/some/child');
  expect(await screen.findByText('The “Telephony” section is coming in the next update')).toBeTruthy();
});
