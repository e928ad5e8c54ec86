import { describe, expect, it } from 'vitest';
import { parseBlogPost } from './parse-blog-post';

const post = (frontMatter: string, body = '# Hello\n\nText.\n') => `---\n${frontMatter}\n---\n${body}`;
const VALID = 'title: Video ads that sell\ndescription: Hook, price, call to action.\ndate: 2025-03-14\nslug: video-ads-that-sell';

describe('parseBlogPost', () => {
  it('reads the four fields and the body without its front matter', () => {
    expect(parseBlogPost(post(VALID, '\n\n## Start\n\nText: with a colon.\n\n---\n\nAfter a rule.\n\n\n'))).toEqual({
      ok: true,
      post: {
        slug: 'video-ads-that-sell',
        title: 'Video ads that sell',
        description: 'Hook, price, call to action.',
        publishedAt: new Date('2025-03-14T00:00:00.000Z'),
        content: '## Start\n\nText: with a colon.\n\n---\n\nAfter a rule.\n',
      },
    });
  });

  it('unwraps quoted values, keeps colons and ignores comments, blank lines, unknown keys, CRLF and a BOM', () => {
    const source = `\uFEFF---\r\n# written by hand\r\ntitle: "Cobrança: com \\"respeito\\""\r\n\r\ndescription: 'It''s about tone: timing'\r\ndate: 2025-06-01T09:30:00-03:00\r\nslug: respectful-collection\r\ntags: outreach\r\n---\r\nBody\r\n`;
    const result = parseBlogPost(source);
    expect(result).toEqual({
      ok: true,
      post: {
        slug: 'respectful-collection',
        title: 'Cobrança: com "respeito"',
        description: "It's about tone: timing",
        publishedAt: new Date('2025-06-01T12:30:00.000Z'),
        content: 'Body\n',
      },
    });
  });

  it.each([
    ['no front matter', '# Just markdown\n', 'does not start with a front matter block'],
    ['an unclosed block', '---\ntitle: x\n# body', 'not closed'],
    ['a line that is not key: value', post(`${VALID}\njust words`), 'line 6 is not "key: value"'],
    ['a repeated key', post(`${VALID}\ntitle: Again`), 'repeats "title"'],
    ['an unclosed quote', post(VALID.replace('title: Video ads that sell', 'title: "Video ads')), 'unclosed or malformed quote'],
    ['a missing description', post(VALID.replace(/description:.*\n/, '')), 'non-empty "description"'],
    ['an empty title', post(VALID.replace('title: Video ads that sell', 'title: ""')), 'non-empty "title"'],
    ['a slug with capitals or spaces', post(VALID.replace('slug: video-ads-that-sell', 'slug: Video Ads')), 'slug must be lower-case'],
    ['a date that is not a date', post(VALID.replace('2025-03-14', 'March 14')), 'date must be a real date'],
    ['a day the month does not have', post(VALID.replace('2025-03-14', '2025-02-30')), 'date must be a real date'],
    ['a time without offset (whose zone would be the server’s)', post(VALID.replace('2025-03-14', '2025-03-14T10:00')), 'date must be a real date'],
  ])('refuses %s, saying why', (_, source, reason) => {
    const result = parseBlogPost(source);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toContain(reason);
  });
});
