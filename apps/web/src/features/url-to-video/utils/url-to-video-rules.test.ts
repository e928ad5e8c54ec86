import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { canSendFeedback, checkProductUrl, feedbackErrorMessage, returnPath } from './url-to-video-rules';

describe('checkProductUrl', () => {
  it.each(['https://shop.example/p/lamp', ' http://127.0.0.1:8080/p/aurora '])('takes %j', (url) => {
    expect(checkProductUrl(url)).toBeNull();
  });

  it.each(['', '   ', 'shop.example/p/lamp', 'ftp://shop.example/file', 'javascript:alert(1)', 'not a url'])('refuses %j with the spec sentence', (url) => {
    expect(checkProductUrl(url)).toEqual({ key: 'shared:errors.INVALID_URL' });
  });
});

describe('canSendFeedback', () => {
  it('needs text once trimmed and no send on its way', () => {
    expect(canSendFeedback('Great voice', false)).toBe(true);
    expect(canSendFeedback('   \n ', false)).toBe(false);
    expect(canSendFeedback('', false)).toBe(false);
    expect(canSendFeedback('Great voice', true)).toBe(false);
  });
});

describe('feedbackErrorMessage', () => {
  it('shows the sentence the server wrote', () => {
    expect(feedbackErrorMessage(new ApiError(500, 'FEEDBACK_FAILED', 'No se pudo enviar la opinión. Inténtalo de nuevo.'))).toEqual({ text: 'No se pudo enviar la opinión. Inténtalo de nuevo.' });
    expect(feedbackErrorMessage(new ApiError(429, 'RATE_LIMITED', 'Too many requests.'))).toEqual({ text: 'Too many requests.' });
  });

  it.each([
    ['no connection', new NetworkError(new TypeError('Failed to fetch'))],
    ['a proxy error page', new ApiError(502, 'HTTP_502', 'Bad Gateway')],
    ['an unexpected server error', new ApiError(500, 'INTERNAL_ERROR', 'An error occurred. Please try again.')],
  ])('says the spec sentence for %s', (_what, error) => {
    expect(feedbackErrorMessage(error)).toEqual({ key: 'shared:errors.FEEDBACK_FAILED' });
  });
});

describe('returnPath', () => {
  it('keeps the typed address for after the sign-in', () => {
    expect(returnPath('/es/url-to-video-public', ' https://shop.example/p?id=1&x=2 ')).toBe('/es/url-to-video-public?url=https%3A%2F%2Fshop.example%2Fp%3Fid%3D1%26x%3D2');
  });

  it('is the page alone without an address', () => {
    expect(returnPath('/url-to-video-public', '  ')).toBe('/url-to-video-public');
  });
});
