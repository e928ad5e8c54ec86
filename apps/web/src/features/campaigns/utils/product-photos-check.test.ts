import { describe, expect, it } from 'vitest';
import { checkProductPhotos } from './product-photos-check';

const png = { type: 'image/png', size: 1_000 };

describe('checkProductPhotos', () => {
  it('takes 1 to 5 PNG or JPEG pictures of at most 10 MB', () => {
    expect(checkProductPhotos([png])).toBeNull();
    expect(checkProductPhotos([png, { type: 'image/jpeg', size: 10 * 1024 * 1024 }, png, png, png])).toBeNull();
  });

  it('says which rule a choice breaks, in the spec’s words', () => {
    expect(checkProductPhotos([])).toEqual({ key: 'shared:errors.IMAGES_REQUIRED' });
    expect(checkProductPhotos(Array.from({ length: 6 }, () => png))).toEqual({ key: 'shared:errors.TOO_MANY_IMAGES' });
    expect(checkProductPhotos([png, { type: 'image/gif', size: 10 }])).toEqual({ key: 'shared:errors.IMAGE_TYPE_INVALID' });
    expect(checkProductPhotos([{ type: 'image/png', size: 10 * 1024 * 1024 + 1 }])).toEqual({ key: 'shared:errors.IMAGE_TOO_LARGE', params: { limit: '10 MB' } });
  });
});
