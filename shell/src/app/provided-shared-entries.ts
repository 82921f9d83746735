// Production remotes bundle no copies of shared modules (shared/build/rspack.mjs): the shell must
// provide every shared UI entry, and rspack provides only what the host's code references. These
// imports put each entry in the shell's build; they run only when a remote first asks for one.
export const providedSharedEntries = [
  () => import('@lp/shared/ui-data'),
  () => import('@lp/shared/ui-date'),
  () => import('@lp/shared/ui-dialog'),
];
