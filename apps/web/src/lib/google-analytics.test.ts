import { describe, expect, it } from 'vitest';
import { consentModeState } from './google-analytics';

describe('consentModeState', () => {
  it('grants analytics storage for analytics and ad storage only for marketing', () => {
    expect(consentModeState({ analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeState({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });
});
