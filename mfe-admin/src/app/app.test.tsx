import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLanguage, createAppStore, userLoaded, type Role } from '@lp/shared';
import { makeUser, renderRemoteAt } from '@lp/shared/test-utils';
import App from './app.tsx';

function renderAt(url: string, role: Role = 'admin') {
  const store = createAppStore();
  store.dispatch(userLoaded(makeUser({ name: 'Admin', email: 'admin@example.com', roles: [role] })));
  const view = renderRemoteAt(App, '/admin', url, { store });
  return { path: () => view.location().pathname };
}

beforeEach(() => changeLanguage('ru'));

describe('admin placeholder routes', () => {
  it.each(['dashboard', 'analytics', 'settings', 'managers', 'companies'])(
    'shows a placeholder for %s',
    (page) => {
      renderAt(`/admin/${page}`);
      expect(screen.getByTestId(`admin-placeholder-${page}`).textContent).toContain(
        'появится в следующем обновлении',
      );
    },
  );

  it('opens the dashboard for bare /admin', async () => {
    const bare = renderAt('/admin');
    expect(await screen.findByTestId('admin-placeholder-dashboard')).toBeTruthy();
    expect(bare.path()).toBe('/admin/dashboard');
  });

  it('sends unknown children to the dashboard', async () => {
    const unknown = renderAt('/admin/whatever/deeper');
    expect(await screen.findByTestId('admin-placeholder-dashboard')).toBeTruthy();
    expect(unknown.path()).toBe('/admin/dashboard');
  });

  it('keeps admin-only and manager-only pages to their role', async () => {
    const manager = renderAt('/admin/analytics', 'manager');
    expect(await screen.findByTestId('admin-placeholder-dashboard')).toBeTruthy();
    expect(manager.path()).toBe('/admin/dashboard');
  });

  it('shows the manager analytics page to a manager, in English', async () => {
    await changeLanguage('en');
    renderAt('/admin/manager-analytics', 'manager');
    expect(
      await screen.findByText('The “Manager analytics” section is coming in the next update'),
    ).toBeTruthy();
  });
});
