import { describe, expect, it } from 'vitest';
import { afterSave, followServer } from './section-draft';

describe('afterSave', () => {
  it('takes the server’s values when the form still holds what was sent', () => {
    expect(afterSave({ saved: { name: 'Old' }, value: { name: ' June ' } }, { name: ' June ' }, { name: 'June' })).toEqual({ saved: { name: 'June' }, value: { name: 'June' } });
  });

  it('keeps what was typed during the save, now unsaved against the new baseline', () => {
    const state = afterSave({ saved: { name: 'Old' }, value: { name: 'June reminders' } }, { name: 'June' }, { name: 'June' });
    expect(state).toEqual({ saved: { name: 'June' }, value: { name: 'June reminders' } });
  });

  it('works the same when the server’s answer reached the draft first', () => {
    const followed = followServer({ saved: { name: 'Old' }, value: { name: 'June!' } }, { name: 'June' });
    expect(afterSave(followed, { name: 'June' }, { name: 'June' })).toEqual({ saved: { name: 'June' }, value: { name: 'June!' } });
  });
});

describe('followServer', () => {
  it('moves an untouched section to the server’s values and keeps unsaved edits', () => {
    expect(followServer({ saved: 'en', value: 'en' }, 'es')).toEqual({ saved: 'es', value: 'es' });
    expect(followServer({ saved: 'en', value: 'mine' }, 'es')).toEqual({ saved: 'es', value: 'mine' });
  });

  it('returns the same draft when the server’s values did not change', () => {
    const state = { saved: { a: 1, b: 2 }, value: { a: 1, b: 3 } };
    expect(followServer(state, { b: 2, a: 1 })).toBe(state);
  });
});
