import { afterEach, beforeEach, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { installFakeHttp, type FakeHttp } from '@lp/shared/test-utils';
import { renderInShell } from '../test/render.tsx';
import App from './app.tsx';

let fake: FakeHttp;
beforeEach(() => {
  fake = installFakeHttp(() => ({ status: 200, data: { data: [], total: 0, balance: '0.00' } }));
});
afterEach(() => fake.restore());

it('sends an unknown child path back to the statement under the shell mount', async () => {
  const view = renderInShell(<App />, { url: '/company/account-statement/nope/deeper' });
  await waitFor(() => expect(view.url()).toBe('/company/account-statement'));
  expect(await screen.findByTestId('account-statement-page')).toBeTruthy();
});
