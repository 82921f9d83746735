import { lazy, Suspense, useCallback, useState } from 'react';
import type { Project } from '@lp/shared/contracts';
import { NotificationsPanel } from '../features/notifications/components/notifications-panel.tsx';
import { ProjectsPage } from '../features/projects/routes/projects-page.tsx';

// The dialogs (and antd's dialog entry) load when first opened, so the list does not pay for them.
const ProjectFormDrawer = lazy(() =>
  import('../features/project-form/components/project-form-drawer.tsx').then((module) => ({
    default: module.ProjectFormDrawer,
  })),
);
const BulkAddModal = lazy(() =>
  import('../features/bulk-add/components/bulk-add-modal.tsx').then((module) => ({
    default: module.BulkAddModal,
  })),
);

/** `project` null creates; it stays set while the drawer closes, so the closing drawer keeps its content. */
type FormState = { open: boolean; project: Project | null };

/** The projects screen: composes the list, the notifications and the lazy dialogs. */
export function ProjectsScreen() {
  const [formState, setFormState] = useState<FormState>({ open: false, project: null });
  // Mounted from the first opening on, so that closing animates instead of vanishing.
  const [formUsed, setFormUsed] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkUsed, setBulkUsed] = useState(false);

  const handleAdd = useCallback(() => {
    setFormUsed(true);
    setFormState({ open: true, project: null });
  }, []);
  const handleEdit = useCallback((project: Project) => {
    setFormUsed(true);
    setFormState({ open: true, project });
  }, []);
  const handleBulkAdd = useCallback(() => {
    setBulkUsed(true);
    setBulkOpen(true);
  }, []);

  const handleFormClose = useCallback(() => setFormState((state) => ({ ...state, open: false })), []);
  return (
    <>
      <ProjectsPage
        onAdd={handleAdd}
        onBulkAdd={handleBulkAdd}
        onEdit={handleEdit}
        header={<NotificationsPanel />}
      />
      {formUsed && (
        <Suspense fallback={null}>
          <ProjectFormDrawer
            key={formState.project?.id ?? 'new'}
            open={formState.open}
            project={formState.project}
            onClose={handleFormClose}
          />
        </Suspense>
      )}
      {bulkUsed && (
        <Suspense fallback={null}>
          <BulkAddModal open={bulkOpen} onClose={() => setBulkOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
