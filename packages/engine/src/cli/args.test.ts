import { describe, expect, it } from 'vitest';
import { UsageError, parseCommand } from './args';

const usage = (argv: string[]) => {
  try {
    parseCommand(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
};

describe('parseCommand', () => {
  it('reads a render of a described product with its pictures and options', () => {
    const command = parseCommand(['render', '--description', 'Caneca de cerâmica feita à mão.', '--image', 'a.jpg', '--image', 'b.png', '--price', '59.90', '--currency', 'BRL', '--format', '1:1', '--lang', 'pt-BR', '--duration', '20', '--out', 'caneca.mp4', '--seed', '4', '--watermark', '--no-captions']);
    expect(command).toMatchObject({
      command: 'render',
      source: { kind: 'description', description: 'Caneca de cerâmica feita à mão.', price: '59.90', currency: 'BRL' },
      images: ['a.jpg', 'b.png'],
      format: '1:1',
      language: 'pt-BR',
      durationSeconds: 20,
      out: 'caneca.mp4',
      seed: 4,
      watermark: true,
      captions: false,
    });
  });

  it('defaults to ad.mp4 with captions and no watermark', () => {
    expect(parseCommand(['render', '--example'])).toMatchObject({ source: { kind: 'example' }, out: 'ad.mp4', captions: true, watermark: false, offline: false });
    expect(parseCommand([])).toEqual({ command: 'help' });
    expect(parseCommand(['render', '-h'])).toEqual({ command: 'help' });
  });

  it('names each mistake', () => {
    expect(usage(['render'])).toMatch(/say which product/);
    expect(usage(['make', '--example'])).toMatch(/unknown command "make"; the commands are render and extract/);
    expect(usage(['render', '--example', '--facts', 'f.json'])).toMatch(/one product source, not --example and --facts/);
    expect(usage(['render', '--description', 'A mug'])).toMatch(/at least one --image/);
    expect(usage(['render', '--description', '  ', '--image', 'a.jpg'])).toMatch(/--description needs a text/);
    expect(usage(['render', '--example', '--format', '4:3'])).toBe('--format must be one of 9:16, 1:1, 16:9 (got "4:3")');
    expect(usage(['render', '--example', '--lang', 'fr'])).toMatch(/--lang must be one of en, es, pt-BR/);
    expect(usage(['render', '--example', '--duration', '90'])).toMatch(/--duration must be a number from 15 to 60/);
    expect(usage(['render', '--example', '--duration', 'long'])).toMatch(/--duration/);
    expect(usage(['render', '--example', '--seed', '1.5'])).toMatch(/--seed must be a whole number/);
    expect(usage(['render', '--example', '--out', 'ad.mov'])).toMatch(/--out must name an .mp4 file/);
    expect(usage(['render', '--example', '--price', '10'])).toMatch(/--price goes with --description/);
    expect(usage(['render', '--example', '--frobnicate'])).toMatch(/Unknown option '--frobnicate'/);
    expect(usage(['render', '--example', '--llm-base-url', 'file:///etc/passwd'])).toMatch(/--llm-base-url must be an http\(s\) address/);
    expect(usage(['render', '--description', 'x', ...Array.from({ length: 6 }, (_, i) => ['--image', `${i}.jpg`]).flat()])).toMatch(/at most 5 pictures/);
  });

  it('refuses to change what a storyboard has settled', () => {
    expect(parseCommand(['render', '--storyboard', 'ad.assets/storyboard.json', '--format', '16:9'])).toMatchObject({ source: { kind: 'storyboard' }, format: '16:9' });
    expect(usage(['render', '--storyboard', 's.json', '--lang', 'es'])).toMatch(/--lang cannot change a storyboard/);
    expect(usage(['render', '--storyboard', 's.json', '--image', 'a.jpg'])).toMatch(/--image cannot change a storyboard/);
  });

  it('reads a render of a product page', () => {
    expect(parseCommand(['render', '--url', 'https://loja.example.com.br/p/luminaria', '--browser', '--out', 'lamp.mp4'])).toMatchObject({ source: { kind: 'url', url: 'https://loja.example.com.br/p/luminaria' }, browser: true, out: 'lamp.mp4' });
    expect(usage(['render', '--url', 'ftp://example.com/x'])).toMatch(/--url must be an http\(s\) address/);
    expect(usage(['render', '--url', 'https://example.com/p', '--example'])).toMatch(/one product source, not --url and --example/);
    expect(usage(['render', '--example', '--base-url', 'https://example.com/'])).toBe('--base-url goes with extract');
  });

  it('reads an extract of an address or of a saved page', () => {
    expect(parseCommand(['extract', 'https://www.ebay.com/itm/123', '--json', '--lang', 'es'])).toEqual({ command: 'extract', target: { kind: 'url', url: 'https://www.ebay.com/itm/123' }, language: 'es', browser: false, json: true });
    expect(parseCommand(['extract', 'saved/page.html.gz', '--base-url', 'https://shop.example.com/p/1'])).toEqual({ command: 'extract', target: { kind: 'file', file: 'saved/page.html.gz', baseUrl: 'https://shop.example.com/p/1' }, browser: false, json: false });
    expect(usage(['extract'])).toMatch(/extract needs a product page/);
    expect(usage(['extract', 'a.html', 'b.html'])).toBe('unexpected argument "b.html"');
    expect(usage(['extract', 'a.html', '--format', '1:1'])).toBe('--format does not go with extract');
    expect(usage(['extract', 'https://example.com/p', '--base-url', 'https://example.com/'])).toMatch(/--base-url is for a saved page/);
    expect(usage(['extract', 'a.html', '--base-url', 'javascript:alert(1)'])).toMatch(/--base-url must be an http\(s\) address/);
  });
});
