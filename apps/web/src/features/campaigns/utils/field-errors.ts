import { ApiError } from '../../../lib/api-client';

/** Field path ('scenes.0.title') → what is wrong with it, in the page's language. */
export type FieldErrors = Readonly<Record<string, string>>;

/** A message of this feature's catalog block, with its values. */
export interface FieldMessage {
  key: 'campaigns.fields.required' | 'campaigns.fields.tooLong' | 'campaigns.fields.invalidUrl' | 'campaigns.fields.invalid';
  params?: Record<string, number>;
}

/** What the checks need of a zod issue (the contracts' schemas check the forms before they are sent). */
export interface CheckIssue {
  path: readonly PropertyKey[];
  code: string;
  origin?: string;
  format?: string;
  maximum?: unknown;
}

/** The sentence for one failed check of a field. */
export function issueMessage(issue: CheckIssue): FieldMessage {
  switch (issue.code) {
    case 'too_small':
    case 'invalid_type':
      return { key: 'campaigns.fields.required' };
    case 'too_big':
      return { key: 'campaigns.fields.tooLong', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'url' ? { key: 'campaigns.fields.invalidUrl' } : { key: 'campaigns.fields.invalid' };
    default:
      return { key: 'campaigns.fields.invalid' };
  }
}

/** The first failed check of each field, by path ('scenes.0.title'). */
export function issuesByField(issues: readonly CheckIssue[]): Record<string, FieldMessage> {
  const byField: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    byField[path] ??= issueMessage(issue);
  }
  return byField;
}

/**
 * The server's field messages (already in the page's language) for the fields under `prefix`
 * ('template.scenes.0.title' → 'scenes.0.title' for the prefix 'template'; every field for '').
 */
export function serverFieldErrors(error: unknown, prefix: string): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  if (prefix === '') return Object.fromEntries(error.details.map((detail) => [detail.field, detail.message]));
  const start = `${prefix}.`;
  const byField: Record<string, string> = {};
  for (const detail of error.details) {
    if (detail.field === prefix) byField[''] ??= detail.message;
    else if (detail.field.startsWith(start)) byField[detail.field.slice(start.length)] ??= detail.message;
  }
  return byField;
}
