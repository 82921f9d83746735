import '../i18n.ts';
import { Route, Routes } from 'react-router-dom';
import { AccountStatementPage } from '../features/account-statement/routes/account-statement-page.tsx';
import { RedirectToIndex } from './redirect-to-index.tsx';

/** Routes relative to where the shell mounts billing (/company/account-statement/*). */
export default function App() {
  return (
    <Routes>
      <Route index element={<AccountStatementPage />} />
      <Route path="*" element={<RedirectToIndex />} />
    </Routes>
  );
}
