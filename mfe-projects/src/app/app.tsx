import '../i18n.ts';
import { Route, Routes } from 'react-router-dom';
import { ProjectsScreen } from './projects-screen.tsx';
import { RedirectToIndex } from './redirect-to-index.tsx';

/** Routes relative to where the shell mounts this remote (/company/projects/*). */
export default function App() {
  return (
    <Routes>
      <Route index element={<ProjectsScreen />} />
      <Route path="*" element={<RedirectToIndex />} />
    </Routes>
  );
}
