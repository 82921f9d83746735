import { beforeEach, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLanguage } from '@lp/shared';
import { renderRemoteAt } from '@lp/shared/test-utils';
import App from './app.tsx';

const renderAt = (url: string) => renderRemoteAt(App, '/company/deals', url);

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
