import { describe, expect, it } from 'vitest';
import { isApiKeyRoute } from './api-key-routes';

describe('isApiKeyRoute', () => {
  it.each([
    ['POST', '/api/videos/from-url'],
    ['POST', '/api/videos/from-data'],
    ['GET', '/api/videos'],
    ['GET', '/api/videos/'],
    ['DELETE', '/api/videos/0b6f2c1e-2f5a-4c39-9d8e-1a2b3c4d5e6f'],
    ['GET', '/api/videos/0b6f2c1e-2f5a-4c39-9d8e-1a2b3c4d5e6f/file'],
    ['HEAD', '/api/videos/0b6f2c1e-2f5a-4c39-9d8e-1a2b3c4d5e6f/poster'],
    ['GET', '/api/jobs/active'],
    ['post', '/api/jobs/0b6f2c1e-2f5a-4c39-9d8e-1a2b3c4d5e6f/cancel'],
    ['POST', '/api/campaigns'],
    ['GET', '/api/campaigns/42/recipients'],
    ['GET', '/api/me'],
  ])('lets a key sign in %s %s', (method, path) => {
    expect(isApiKeyRoute(method, path)).toBe(true);
  });

  it.each([
    ['PATCH', '/api/me'],
    ['DELETE', '/api/me'],
    ['GET', '/api/me/sessions'],
    ['GET', '/api/api-keys'],
    ['POST', '/api/api-keys'],
    ['DELETE', '/api/api-keys/0b6f2c1e-2f5a-4c39-9d8e-1a2b3c4d5e6f'],
    ['POST', '/api/checkout'],
    ['POST', '/api/checkout/session'],
    ['POST', '/api/credit-button-clicks'],
    ['POST', '/api/auth/change-password'],
    ['GET', '/api/auth/get-session'],
    // Public by design: a share link needs no key, so a key signs nobody in there.
    ['GET', '/api/watch/Xy_9-abcDEF0'],
    ['GET', '/api/watch/Xy_9-abcDEF0/file'],
    ['GET', '/api/videosx'],
    ['GET', '/api/jobsearch'],
    ['GET', '/videos'],
    ['GET', '/x/api/videos'],
  ])('keeps keys out of %s %s', (method, path) => {
    expect(isApiKeyRoute(method, path)).toBe(false);
  });
});
