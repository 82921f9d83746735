import type { Project, ProjectInput } from '@lp/shared/contracts';
import { joinLines, linesOf } from '../../../common/model/lines.ts';
import {
  EMPTY_SETTINGS,
  SETTINGS_FIELDS,
  settingsInput,
  type SettingsValues,
} from '../../../common/model/settings-values.ts';

export type ProjectFormValues = SettingsValues & { name: string; tag: string };

export const FORM_FIELDS = [
  'name',
  'tag',
  ...SETTINGS_FIELDS,
] as const satisfies readonly (keyof ProjectFormValues)[];

export const EMPTY_PROJECT: ProjectFormValues = { name: '', tag: '', ...EMPTY_SETTINGS };

export function valuesFromProject(project: Project): ProjectFormValues {
  return {
    name: project.name,
    tag: project.tag ?? '',
    domains: joinLines(project.domains),
    phones: joinLines(project.phones),
    geo: project.geo,
    weekdays: project.weekdays,
    limit: project.limit,
    global_limit: project.global_limit,
    integration_id: project.integration_id,
    status: project.status,
  };
}

/**
 * Non-empty lines go as an array, so that the server's `phones.3` is the 4th sent entry; the form maps
 * it back to its line in the textarea (blank lines are skipped here).
 */
export function toProjectInput(values: ProjectFormValues): ProjectInput {
  return {
    name: values.name.trim(),
    tag: values.tag.trim() || null,
    domains: linesOf(values.domains).map((entry) => entry.value),
    phones: linesOf(values.phones).map((entry) => entry.value),
    ...settingsInput(values),
  };
}
