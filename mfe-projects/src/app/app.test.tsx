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
            <Route path="/company/projects/*" element={<App />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

beforeEach(() => changeLanguage('ru'));

it('shows an honest placeholder in Russian by default', () => {
  renderAt('/company/projects');
  expect(screen.getByTestId('projects-placeholder').textContent).toContain(
    'Раздел «Проекты» появится в следующем обновлении',
  );
});

it('shows it in English and on child paths too', async () => {
  await changeLanguage('en');
  renderAt('/company/projects/some/child');
  expect(await screen.findByText('The “Projects” section is coming in the next update')).toBeTruthy();
});
