import '../i18n.ts';
import { Route, Routes } from 'react-router-dom';
import { DealsPage } from '../features/deals/routes/deals-page.tsx';
import { RedirectToIndex } from './redirect-to-index.tsx';

/** Routes relative to where the shell mounts deals (/company/deals/*); the shell checks view_deals. */
export default function App() {
  return (
    <Routes>
      <Route index element={<DealsPage />} />
      <Route path="*" element={<RedirectToIndex />} />
    </Routes>
  );
}
