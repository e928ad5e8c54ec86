import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { BlogMarkdown } from './blog-markdown';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const render = (content: string) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <BlogMarkdown content={content} />
      </MemoryRouter>
    </I18nextProvider>,
  );

/** The attributes of the first element of this tag in the HTML. */
const firstTag = (html: string, tag: string) => new RegExp(`<${tag}\\b[^>]*>`).exec(html)?.[0] ?? '';

describe('BlogMarkdown', () => {
  it('renders GFM: tables, strikethrough, footnotes and task lists', () => {
    const html = render(
      '| Format | Use |\n|---|---|\n| 9:16 | Reels |\n\n~~old~~ new\n\nA claim[^1].\n\n- [x] done\n- [ ] open\n\n[^1]: The source.\n',
    );
    expect(html).toContain('<th>Format</th>');
    expect(html).toContain('<td>Reels</td>');
    expect(html).toMatch(/<div class="blog-scroll" role="region" aria-label="Table, scrolls sideways" tabindex="0"><table>/);
    expect(html).toContain('<del>old</del>');
    expect(html).toMatch(/<a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="true" aria-describedby="footnote-label">1<\/a>/);
    expect(html).toMatch(/<h3 class="sr-only" id="footnote-label">Footnotes<\/h3>/);
    expect(html).toContain('aria-label="Back to reference 1"');
    expect(html).toContain('The source.');
    expect(html).toMatch(/<li class="task-list-item"><input disabled="" type="checkbox" aria-label="Done:" checked=""\/> (<!-- -->)?done<\/li>/);
    expect(html).toMatch(/<li class="task-list-item"><input disabled="" type="checkbox" aria-label="To do:"\/> (<!-- -->)?open<\/li>/);
  });

  it.each([
    ['javascript:alert(1)', ''],
    ['JaVaScRiPt:alert(1)', ''],
    ['vbscript:msgbox(1)', ''],
    ['data:text/html,<b>x</b>', ''],
    ['file:///etc/passwd', ''],
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['http://example.com', 'http://example.com'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['irc://irc.example.net/reelsmith', 'irc://irc.example.net/reelsmith'],
    ['ircs://irc.example.net/reelsmith', 'ircs://irc.example.net/reelsmith'],
    ['xmpp:team@example.com', 'xmpp:team@example.com'],
    ['#section', '#section'],
    ['guide/formats?x=a:b', 'guide/formats?x=a:b'],
  ])('keeps a link to %s only when its scheme is allowed (spec §1)', (address, href) => {
    const link = firstTag(render(`[x](${address})`), 'a');
    expect(link).toContain(`href="${href.replaceAll('&', '&amp;')}"`);
  });

  it('opens site paths through the router and sends nothing to other sites', () => {
    expect(firstTag(render('[contact](/es/contact)'), 'a')).toBe('<a href="/es/contact" data-discover="true">');
    expect(firstTag(render('[site](https://example.com)'), 'a')).toBe('<a href="https://example.com" rel="noopener noreferrer">');
    expect(firstTag(render('[mail](mailto:a@example.com)'), 'a')).toBe('<a href="mailto:a@example.com">');
  });

  it('shows images of allowed addresses only, and raw HTML as text', () => {
    expect(firstTag(render('![Chart](https://cdn.example.com/chart.png)'), 'img')).toBe('<img src="https://cdn.example.com/chart.png" alt="Chart" loading="lazy" decoding="async"/>');
    expect(render('![x](javascript:alert(1))')).not.toContain('<img');
    const html = render('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/);
  });

  it('starts the post’s headings at h3, under the page’s h1 and the title’s h2', () => {
    expect(render('# A\n\n## B\n\n### C').replaceAll('\n', '')).toBe('<div class="blog-prose"><h3>A</h3><h3>B</h3><h4>C</h4></div>');
  });

  it('accepts footnote labels up to 999 characters (spec §9)', () => {
    const footnote = (label: string) => render(`Text[^${label}].\n\n[^${label}]: Note.`);
    expect(footnote('a'.repeat(999))).toContain('data-footnote-ref');
    expect(footnote('a'.repeat(1000))).not.toContain('data-footnote-ref');
  });
});
