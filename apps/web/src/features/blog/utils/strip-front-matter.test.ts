import { describe, expect, it } from 'vitest';
import { stripFrontMatter } from './strip-front-matter';

describe('stripFrontMatter', () => {
  it('drops the front matter block and trims the body as the server stores it', () => {
    expect(stripFrontMatter('---\ntitle: "A: b"\nslug: a\n---\n\n## Hi\n\nText\n\n---\n\nMore\n\n')).toBe('## Hi\n\nText\n\n---\n\nMore\n');
    expect(stripFrontMatter('\uFEFF---\r\ntitle: x\r\n---\r\nBody\r\n')).toBe('Body\n');
  });

  it('leaves a file without front matter as it is, trimmed', () => {
    expect(stripFrontMatter('# Title\n\nText')).toBe('# Title\n\nText\n');
  });
});
