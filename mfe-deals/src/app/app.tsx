import '../i18n.ts';
import { Route, Routes } from 'react-router-dom';
import { ComingSoon } from '../features/coming-soon/components/coming-soon.tsx';

/** Routes relative to where the shell mounts this remote; every child path shows the placeholder for now. */
export default function App() {
  return (
    <Routes>
      <Route path="*" element={<ComingSoon />} />
    </Routes>
  );
}
