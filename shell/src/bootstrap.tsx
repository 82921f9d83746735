import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { Button } from '@lp/shared/ui';
import { lazy, Suspense } from 'react';

const remotes: Record<string, string> = await fetch('/mf-remotes.json').then((r) => r.json());
registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
const Billing = lazy(() => loadRemote<{ default: React.ComponentType }>('billing/App').then((m) => ({ default: m!.default })));
createRoot(document.getElementById('root')!).render(<div><Button>shell</Button><Suspense fallback="..."><Billing /></Suspense></div>);
