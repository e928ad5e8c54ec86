import type { WatchVideo } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { withWatchPageHead } from './watch-page-head';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Reelsmith — AI video ads</title>
    <script src="/theme-init.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const VIDEO: WatchVideo = {
  slug: 'Xy_9-abcDEF0',
  title: `Sofa "Nube" <b>50%</b> & more`,
  format: '9:16',
  width: 1080,
  height: 1920,
  duration_ms: 20_000,
  language: 'es',
  video_url: '/api/watch/Xy_9-abcDEF0/file',
  poster_url: '/api/watch/Xy_9-abcDEF0/poster',
  created_at: '2026-01-02T03:04:05.000Z',
  cta: null,
};

describe('withWatchPageHead', () => {
  it('puts the video, its absolute URLs and noindex in place of the title, in the page language', () => {
    expect(withWatchPageHead(SHELL, VIDEO, { publicUrl: 'https://reelsmith.example', language: 'pt-BR' })).toBe(`<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Sofa &#34;Nube&#34; &#60;b&#62;50%&#60;/b&#62; &#38; more · Reelsmith</title>
    <meta name="robots" content="noindex" />
    <meta property="og:site_name" content="Reelsmith" />
    <meta property="og:type" content="video.other" />
    <meta property="og:title" content="Sofa &#34;Nube&#34; &#60;b&#62;50%&#60;/b&#62; &#38; more" />
    <meta property="og:url" content="https://reelsmith.example/ptbr/v/Xy_9-abcDEF0" />
    <meta property="og:video" content="https://reelsmith.example/api/watch/Xy_9-abcDEF0/file" />
    <meta property="og:video:url" content="https://reelsmith.example/api/watch/Xy_9-abcDEF0/file" />
    <meta property="og:video:secure_url" content="https://reelsmith.example/api/watch/Xy_9-abcDEF0/file" />
    <meta property="og:video:type" content="video/mp4" />
    <meta property="og:video:width" content="1080" />
    <meta property="og:video:height" content="1920" />
    <meta property="og:image" content="https://reelsmith.example/api/watch/Xy_9-abcDEF0/poster" />
    <meta property="og:image:width" content="1080" />
    <meta property="og:image:height" content="1920" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="Sofa &#34;Nube&#34; &#60;b&#62;50%&#60;/b&#62; &#38; more" />
    <meta name="twitter:image" content="https://reelsmith.example/api/watch/Xy_9-abcDEF0/poster" />
    <script src="/theme-init.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`);
  });

  it('keeps every character of a hostile title as text: no tag, no attribute break, no replacement pattern', () => {
    const html = withWatchPageHead(SHELL, { ...VIDEO, title: `</title><script>alert('x')</script>" onload="x $& $' $1` }, { publicUrl: 'https://reelsmith.example', language: 'en' });
    expect(html).not.toMatch(/<script>alert|" onload=/);
    expect(html).toContain('<title>&#60;/title&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#34; onload=&#34;x $&#38; $&#39; $1 · Reelsmith</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('without a poster, offers no image and the plain card', () => {
    const html = withWatchPageHead(SHELL, { ...VIDEO, poster_url: null }, { publicUrl: 'https://reelsmith.example', language: 'en' });
    expect(html).not.toMatch(/og:image|twitter:image/);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('<meta property="og:url" content="https://reelsmith.example/v/Xy_9-abcDEF0" />');
  });

  it('adds the tags before </head> when the shell has no title, and a lang when <html> had none', () => {
    const html = withWatchPageHead('<html><head><meta charset="UTF-8" /></head><body></body></html>', VIDEO, { publicUrl: 'http://localhost:3000', language: 'es' });
    expect(html).toMatch(/^<html lang="es"><head><meta charset="UTF-8" \/><title>Sofa .* · Reelsmith<\/title>\n {4}<meta name="robots" content="noindex" \/>/);
    expect(html).toMatch(/<meta name="twitter:image" content="http:\/\/localhost:3000\/api\/watch\/Xy_9-abcDEF0\/poster" \/>\n {2}<\/head><body><\/body><\/html>$/);
  });
});
