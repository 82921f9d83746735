import '../i18n.ts';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ComingSoon } from '../features/coming-soon/components/coming-soon.tsx';
import { ADMIN_PAGES } from './admin-pages.ts';
import { RedirectToIndex } from './redirect-to-index.tsx';
import { RoleGate } from './role-gate.tsx';

/** Routes relative to /admin, where the shell mounts this remote. Bare /admin opens the dashboard. */
export default function App() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      {ADMIN_PAGES.map((page) => (
        <Route
          key={page.key}
          path={page.key}
          element={
            <RoleGate roles={page.roles}>
              <ComingSoon page={page.key} />
            </RoleGate>
          }
        />
      ))}
      <Route path="*" element={<RedirectToIndex to="dashboard" />} />
    </Routes>
  );
}
