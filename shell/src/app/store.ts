import { createAppStore } from '@lp/shared';

// The one store of the page (architecture.md): remotes inject endpoints and lazy slices into it.
export const store = createAppStore();
