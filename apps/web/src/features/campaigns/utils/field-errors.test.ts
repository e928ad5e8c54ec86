import { campaignCtaSchema, campaignTemplateSchema } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { issuesByField, serverFieldErrors } from './field-errors';

describe('issuesByField', () => {
  it('names what is wrong with each field of a script, checked by the contracts', () => {
    const checked = campaignTemplateSchema.safeParse({
      language: 'en',
      scenes: [{ kind: 'hook', title: '  ', narration: 'x'.repeat(1_001) }],
    });
    expect(checked.success).toBe(false);
    expect(issuesByField(checked.error?.issues ?? [])).toEqual({
      'scenes.0.title': { key: 'campaigns.fields.required' },
      'scenes.0.narration': { key: 'campaigns.fields.tooLong', params: { max: 1000 } },
    });
  });

  it('asks for a web address where one is needed', () => {
    const checked = campaignCtaSchema.safeParse({ label: 'Pay now', url: 'not a link' });
    expect(issuesByField(checked.error?.issues ?? [])).toEqual({ url: { key: 'campaigns.fields.invalidUrl' } });
  });
});

describe('serverFieldErrors', () => {
  it('keeps the server’s messages of the fields under a prefix', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Some fields are invalid', [
      { field: 'template.scenes.1.title', message: 'Too long' },
      { field: 'cta.url', message: 'Invalid' },
      { field: 'template', message: 'Whole' },
    ]);
    expect(serverFieldErrors(error, 'template')).toEqual({ 'scenes.1.title': 'Too long', '': 'Whole' });
    expect(serverFieldErrors(error, '')).toMatchObject({ 'cta.url': 'Invalid' });
    expect(serverFieldErrors(new Error('x'), 'template')).toEqual({});
  });
});
