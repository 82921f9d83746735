// Test helpers for packages that render remotes; the vitest setup file is its own entry (`./setup`).
export { makeUser } from './make-user.ts';
export { renderRemoteAt } from './render-remote-at.tsx';
export type { RenderRemoteOptions, RenderedRemote } from './render-remote-at.tsx';
export { installFakeHttp } from './fake-http.ts';
export type { FakeHttp, FakeReply, FakeRoute } from './fake-http.ts';
export { emitLive, liveMocks } from './live-events-mock.ts';
