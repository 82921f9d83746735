import type { BulkAddInput } from '@lp/shared/contracts';
import {
  EMPTY_SETTINGS,
  SETTINGS_FIELDS,
  settingsInput,
  type SettingsValues,
} from '../../../common/model/settings-values.ts';

export type BulkAddValues = SettingsValues & {
  name: string;
  split_by_projects: boolean;
  skip_duplicates: boolean;
};

export const BULK_FIELDS = [
  'name',
  ...SETTINGS_FIELDS,
  'split_by_projects',
  'skip_duplicates',
] as const satisfies readonly (keyof BulkAddValues)[];

export const EMPTY_BULK: BulkAddValues = {
  name: '',
  ...EMPTY_SETTINGS,
  split_by_projects: true,
  skip_duplicates: false,
};

/** The textareas go as typed, one entry per line (the API takes one string per list). */
export function toBulkInput(values: BulkAddValues): BulkAddInput {
  return {
    name: values.name.trim() || undefined,
    domains: values.domains ?? '',
    phones: values.phones ?? '',
    ...settingsInput(values),
    split_by_projects: values.split_by_projects,
    skip_duplicates: values.skip_duplicates,
  };
}
