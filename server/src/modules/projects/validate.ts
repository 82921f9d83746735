// The rules of a project's fields (spec §5, domain.md "Projects"), collected into one set of field
// errors so the form can mark every bad field at once. Clashes with other projects are checked later,
// under the company's lock (clash-sql.ts).
import { WEEKDAYS, type Weekday } from '@lp/shared/contracts/projects';
import { isRegionCode } from '@lp/shared/regions';
import type { FieldErrors } from '../../plugins/errors.ts';
import { MESSAGES } from '../../lib/validation.ts';
import type { ProjectInputBody } from './schema.ts';
import { parseTargets, type Target } from './targets.ts';

export const VALIDATION_MESSAGES = {
  minimum: (min: number) => `Minimum value: ${min}`,
  maximum: (max: number) => `Maximum value: ${max}`,
  region: 'Unknown region',
  weekday: `The day must be one of: ${WEEKDAYS.join(', ')}.`,
  integration: 'The selected integration does not exist.',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

const MAX_LIMIT = 1_000_000;
const MAX_NAME = 255;
const MAX_TAG = 100;

export type ProjectValues = {
  name: string;
  tag: string | null;
  domains: Target[];
  phones: Target[];
  geo: string[];
  limit: number;
  globalLimit: number | null;
  /** ISO numbers 1 (Monday) … 7 (Sunday), sorted; empty = every day */
  weekdays: number[];
  status: 'active' | 'inactive' | undefined;
  integrationId: number | null;
};

export type ValidationContext = {
  minLimit: number;
  /** Whether `integration_id` names one of the company's integrations (checked by the caller). */
  integrationFound: boolean;
  /** false for bulk add, where the name is only a prefix. */
  requireName: boolean;
};

export type Validated = { ok: true; values: ProjectValues } | { ok: false; errors: FieldErrors };

export const weekdayNumber = (day: Weekday): number => WEEKDAYS.indexOf(day) + 1;
export const weekdayName = (day: number): Weekday => WEEKDAYS[day - 1];

const checkLimit = (
  errors: FieldErrors,
  field: string,
  value: number | undefined,
  min: number,
  required: boolean,
): void => {
  if (value === undefined) {
    if (required) errors[field] = [MESSAGES.required];
  } else if (value < min) errors[field] = [VALIDATION_MESSAGES.minimum(min)];
  else if (value > MAX_LIMIT) errors[field] = [VALIDATION_MESSAGES.maximum(MAX_LIMIT)];
};

const uniqueSorted = (values: number[]): number[] => [...new Set(values)].sort((a, b) => a - b);

export const validateProject = (body: ProjectInputBody, context: ValidationContext): Validated => {
  const errors: FieldErrors = {};
  const name = (body.name ?? '').trim();
  if (!name && context.requireName) errors.name = [MESSAGES.required];
  else if (name.length > MAX_NAME) errors.name = [VALIDATION_MESSAGES.tooLong(MAX_NAME)];
  const tag = (body.tag ?? '').trim() || null;
  if (tag && tag.length > MAX_TAG) errors.tag = [VALIDATION_MESSAGES.tooLong(MAX_TAG)];

  const domains = parseTargets('domain', body.domains);
  const phones = parseTargets('phone', body.phones);
  Object.assign(errors, domains.errors, phones.errors);
  // "At least one phone or domain": the message goes on both fields, either one satisfies it.
  if (domains.submitted === 0 && phones.submitted === 0) {
    errors.domains = [MESSAGES.required];
    errors.phones = [MESSAGES.required];
  }

  const geoInput = (body.geo ?? []).map((code) => String(code).trim());
  geoInput.forEach((code, index) => {
    if (!isRegionCode(code)) errors[`geo.${index}`] = [VALIDATION_MESSAGES.region];
  });
  const geo = [...new Set(geoInput)];

  const weekdays: number[] = [];
  (body.weekdays ?? []).forEach((day, index) => {
    const normal = day.trim().toLowerCase() as Weekday;
    if (WEEKDAYS.includes(normal)) weekdays.push(weekdayNumber(normal));
    else errors[`weekdays.${index}`] = [VALIDATION_MESSAGES.weekday];
  });

  checkLimit(errors, 'limit', body.limit, context.minLimit, true);
  // global_limit only has the same minimum: a life cap below the daily cap is allowed (it just ends sooner).
  checkLimit(errors, 'global_limit', body.global_limit, context.minLimit, false);

  const integrationId = body.integration_id ?? null;
  if (integrationId !== null && !context.integrationFound)
    errors.integration_id = [VALIDATION_MESSAGES.integration];

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      name,
      tag,
      domains: domains.targets,
      phones: phones.targets,
      geo,
      limit: body.limit!,
      globalLimit: body.global_limit ?? null,
      weekdays: uniqueSorted(weekdays),
      status: body.status,
      integrationId,
    },
  };
};
