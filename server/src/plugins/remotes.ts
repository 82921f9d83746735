import { existsSync, readFileSync } from 'node:fs';
import type { Config } from './config.ts';

/** The seven Module Federation remotes the server hosts by default. */
export const REMOTE_NAMES = [
  'projects',
  'deals',
  'crm',
  'billing',
  'integrations',
  'telephony',
  'admin',
] as const;

export type RemotesMap = Record<string, string>;

/**
 * The runtime JSON the shell reads at start-up (name → manifest URL). By default every remote is served
 * here under /remotes/<name>/; MF_REMOTES_FILE replaces it so a remote can live on another origin.
 */
export const loadRemotes = (config: Pick<Config, 'mfRemotesFile'>): RemotesMap => {
  if (config.mfRemotesFile && existsSync(config.mfRemotesFile)) {
    const parsed: unknown = JSON.parse(readFileSync(config.mfRemotesFile, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    }
    throw new Error(`MF_REMOTES_FILE ${config.mfRemotesFile} must hold a JSON object of name → manifest URL`);
  }
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
};

/** Origins of remotes hosted elsewhere (absolute URLs); same-origin paths add nothing. */
export const remoteOrigins = (remotes: RemotesMap): string[] => {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
};
