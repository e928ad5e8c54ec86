import { describe, expect, it } from 'vitest';
import { shouldAskBeforeLeaving } from './unsaved-sections';

const ask = (overrides: Partial<Parameters<typeof shouldAskBeforeLeaving>[0]> = {}) =>
  shouldAskBeforeLeaving({ hasUnsaved: true, isLeaveAllowed: false, currentPath: '/campaigns/1', nextPath: '/campaigns', ...overrides });

describe('shouldAskBeforeLeaving', () => {
  it('asks before another page (another language’s included) while edits are unsaved', () => {
    expect(ask()).toBe(true);
    expect(ask({ nextPath: '/es/campaigns/1' })).toBe(true);
  });

  it('lets the page’s own address changes, saved edits and an allowed leave through', () => {
    expect(ask({ nextPath: '/campaigns/1' })).toBe(false);
    expect(ask({ hasUnsaved: false })).toBe(false);
    expect(ask({ isLeaveAllowed: true })).toBe(false);
  });
});
