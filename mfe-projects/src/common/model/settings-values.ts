import type { ProjectStatus, Weekday } from '@lp/shared/contracts';

/** What a project form and a bulk add both hold: the targets (one entry per line) and the settings. */
export type SettingsValues = {
  domains: string;
  phones: string;
  geo: string[];
  weekdays: Weekday[];
  limit: number | null;
  global_limit: number | null;
  integration_id: number | null;
  status: ProjectStatus;
};

export const SETTINGS_FIELDS = [
  'domains',
  'phones',
  'geo',
  'weekdays',
  'limit',
  'global_limit',
  'integration_id',
  'status',
] as const satisfies readonly (keyof SettingsValues)[];

export const EMPTY_SETTINGS: SettingsValues = {
  domains: '',
  phones: '',
  geo: [],
  weekdays: [],
  limit: 10,
  global_limit: null,
  integration_id: null,
  status: 'active',
};

/** The settings as the API takes them: a field the user emptied goes as its empty value. */
export function settingsInput(values: SettingsValues) {
  return {
    geo: values.geo ?? [],
    weekdays: values.weekdays ?? [],
    limit: values.limit ?? 0,
    global_limit: values.global_limit ?? null,
    integration_id: values.integration_id ?? null,
    status: values.status,
  };
}
