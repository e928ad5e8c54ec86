import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { load } from 'cheerio';
import { fromPageContent } from '../src/stages/product/extract/page-heuristics';
const ZYTE = join(import.meta.dirname, '..', 'fixtures', 'product-pages', 'zyte-benchmark');
const truth = JSON.parse(readFileSync(join(ZYTE, 'ground-truth.json'), 'utf8')) as Record<string, { url: string; price?: string[] }>;
for (const [hash, t] of Object.entries(truth).sort()) {
  const html = gunzipSync(readFileSync(join(ZYTE, 'html', `${hash}.html.gz`))).toString('utf8');
  const $ = load(html);
  $('script, meta[property^="product:" i], meta[property^="og:price" i], meta[itemprop]').remove();
  $('[itemprop], [itemscope], [itemtype], [property], [typeof]').each((_, el) => {
    for (const name of ['itemprop', 'itemscope', 'itemtype', 'property', 'typeof', 'content']) $(el).removeAttr(name);
  });
  const p = fromPageContent({ $, url: new URL(t.url) }).price;
  if (p === undefined && t.price) console.log(hash.slice(0, 8), new URL(t.url).hostname, t.price.join('|'));
}
