import { remoteLoader } from '../model/remote-registry.ts';
import { createRemoteOutlet } from './create-remote-outlet.tsx';

export type { RemoteName } from './create-remote-outlet.tsx';

export const RemoteOutlet = createRemoteOutlet(remoteLoader);
