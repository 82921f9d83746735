import type { Project, ProjectInput, ProjectStatus, Weekday } from '@lp/shared/contracts';
import { joinLines, linesOf } from '../../../common/model/lines.ts';

export type ProjectFormValues = {
  name: string;
  tag: string;
  domains: string;
  phones: string;
  geo: string[];
  weekdays: Weekday[];
  limit: number | null;
  global_limit: number | null;
  integration_id: number | null;
  status: ProjectStatus;
};

export const FORM_FIELDS = [
  'name',
  'tag',
  'domains',
  'phones',
  'geo',
  'weekdays',
  'limit',
  'global_limit',
  'integration_id',
  'status',
] as const satisfies readonly (keyof ProjectFormValues)[];

export const EMPTY_PROJECT: ProjectFormValues = {
  name: '',
  tag: '',
  domains: '',
  phones: '',
  geo: [],
  weekdays: [],
  limit: 10,
  global_limit: null,
  integration_id: null,
  status: 'active',
};

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
    geo: values.geo ?? [],
    weekdays: values.weekdays ?? [],
    limit: values.limit ?? 0,
    global_limit: values.global_limit ?? null,
    integration_id: values.integration_id ?? null,
    status: values.status,
  };
}
