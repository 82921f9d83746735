import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { createRemoteComponents } from '../model/remote-components.ts';
import type { RemoteLoader } from '../model/remote-loader.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RemoteFallback } from './remote-fallback.tsx';

export type RemoteName = 'projects' | 'deals' | 'crm' | 'billing' | 'integrations' | 'telephony' | 'admin';

/** Builds the component that mounts remotes through `loader` (the MF registry, or a fake in tests). */
export function createRemoteOutlet(loader: RemoteLoader) {
  const remoteComponent = createRemoteComponents(loader);

  function RemoteMount({ name }: { name: RemoteName }) {
    const { t } = useTranslation('shell');
    const [remote, setRemote] = useState(() => remoteComponent(name));
    const handleRetry = () => setRemote(remoteComponent(name, true));
    const { Component } = remote;
    return (
      <RemoteErrorBoundary
        key={remote.attempt}
        fallback={() => <RemoteFallback title={t(`remotes.${name}`)} onRetry={handleRetry} />}
      >
        <Suspense fallback={<PageSpinner testId="remote-loading" />}>
          <Component />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }

  /** Mounts a remote's `./App` here; its routes are relative to this route. Keyed so remotes never share state. */
  return function RemoteOutlet({ name }: { name: RemoteName }) {
    return <RemoteMount key={name} name={name} />;
  };
}
