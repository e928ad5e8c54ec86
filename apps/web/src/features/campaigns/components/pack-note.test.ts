import { describe, expect, it } from 'vitest';
import { shouldShowPackNote } from './pack-note';

describe('shouldShowPackNote', () => {
  it('shows the note only once /api/me said the account has no pack', () => {
    expect(shouldShowPackNote({ has_bulk_pack: false })).toBe(true);
    expect(shouldShowPackNote({ has_bulk_pack: true })).toBe(false);
    // Still loading, or signed out: nothing, so a pack owner never sees it flash.
    expect(shouldShowPackNote(undefined)).toBe(false);
    expect(shouldShowPackNote(null)).toBe(false);
  });
});
