// npm run bench:extract — runs the product extractors over the saved Zyte benchmark pages and scores
// the price as its evaluate.py does (a wrong price is both a false positive and a false negative),
// then checks name, currency and main picture on the pages we labelled ourselves. Prints one line
// per page; the last line is one JSON object.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { explainExtraction } from '../src/stages/product/extract/extract-product';
import { fromPageContent } from '../src/stages/product/extract/page-heuristics';
import { imageIdentity } from '../src/stages/product/extract/images';
import { savedPageHtml } from '../src/stages/product/read-product';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'product-pages');
const ZYTE = join(FIXTURES, 'zyte-benchmark');

interface Truth {
  url: string;
  price?: string[];
}
interface Label {
  name: string;
  currency?: string;
  image: string;
}

const truth = JSON.parse(readFileSync(join(ZYTE, 'ground-truth.json'), 'utf8')) as Record<string, Truth>;
const labels = JSON.parse(readFileSync(join(FIXTURES, 'labels.json'), 'utf8')) as Record<string, Label>;
const round = (n: number) => Math.round(n * 1000) / 1000;
const sameAmount = (a: string, b: string) => Number(a) === Number(b.trim());
const sameName = (a: string | undefined, b: string) => a?.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();
// The same picture at any size counts: shops serve one picture under many size markers.
const samePicture = (a: string | undefined, b: string) => a !== undefined && imageIdentity(a).key === imageIdentity(b).key;

/** Price scores by the benchmark's rule: a wrong price is both a false positive and a false negative. */
class Tally {
  tp = 0;
  fp = 0;
  fn = 0;
  /** Counts one page; whether its price is right. */
  add(got: string | undefined, accepted: string[]): boolean {
    const isRight = got !== undefined && accepted.some((value) => sameAmount(got, value));
    if (isRight) this.tp++;
    else {
      if (got !== undefined) this.fp++;
      if (accepted.length) this.fn++;
    }
    return isRight;
  }
  get precision() {
    return this.tp + this.fp ? this.tp / (this.tp + this.fp) : 0;
  }
  get recall() {
    return this.tp + this.fn ? this.tp / (this.tp + this.fn) : 0;
  }
  get f1() {
    const [p, r] = [this.precision, this.recall];
    return p + r ? (2 * p * r) / (p + r) : 0;
  }
  scores(): string {
    return `precision ${round(this.precision)}, recall ${round(this.recall)}, F1 ${round(this.f1)}`;
  }
}

const tally = new Tally();
let elapsed = 0;
const labelled = { pages: 0, name: 0, currency: 0, image: 0 };
const alone = { answered: 0, right: 0 };

// The page as a shop without structured data would serve it: no scripts (JSON-LD, analytics, state),
// no microdata or RDFa attributes, no price meta tags. What the price text alone then reads is what
// decides such pages.
function priceTextAlone(html: string, url: string): string | undefined {
  const $ = load(html);
  $('script, meta[property^="product:" i], meta[property^="og:price" i], meta[itemprop]').remove();
  $('[itemprop], [itemscope], [itemtype], [property], [typeof]').each((_, el) => {
    for (const name of ['itemprop', 'itemscope', 'itemtype', 'property', 'typeof', 'content']) $(el).removeAttr(name);
  });
  return fromPageContent({ $, url: new URL(url) }).price;
}

// The same pages with one kind of structured data taken out, read by every reader: how the price
// holds on a shop that lacks what these pages have, as pages we never saw may.
const WITHOUT_JSON_LD = ($: CheerioAPI) => $('script[type="application/ld+json" i]').remove();
const WITHOUT_MICRODATA = ($: CheerioAPI) => {
  $('meta[itemprop]').remove();
  $('[itemprop], [itemscope], [itemtype]').each((_, el) => {
    for (const name of ['itemprop', 'itemscope', 'itemtype']) $(el).removeAttr(name);
  });
};
const ABLATIONS = [
  { label: 'without JSON-LD', strip: [WITHOUT_JSON_LD], tally: new Tally() },
  { label: 'without microdata', strip: [WITHOUT_MICRODATA], tally: new Tally() },
  { label: 'without both', strip: [WITHOUT_JSON_LD, WITHOUT_MICRODATA], tally: new Tally() },
];
function priceWithout(html: string, url: string, strip: (($: CheerioAPI) => unknown)[]): string | undefined {
  const $ = load(html);
  for (const step of strip) step($);
  return explainExtraction({ html: $.html(), url }).product.price;
}
const entries = Object.entries(truth).sort(([a], [b]) => a.localeCompare(b));
for (const [hash, expected] of entries) {
  const html = savedPageHtml(readFileSync(join(ZYTE, 'html', `${hash}.html.gz`)));
  const started = performance.now();
  const { product, origins } = explainExtraction({ html, url: expected.url });
  elapsed += performance.now() - started;
  const accepted = expected.price ?? [];
  const got = product.price;
  const isRight = tally.add(got, accepted);
  for (const { strip, tally: without } of ABLATIONS) without.add(priceWithout(html, expected.url, strip), accepted);
  const textPrice = priceTextAlone(html, expected.url);
  if (textPrice !== undefined) {
    alone.answered++;
    if (accepted.some((value) => sameAmount(textPrice, value))) alone.right++;
  }
  const mark = isRight || (got === undefined && accepted.length === 0) ? '✓' : '✗';
  const host = new URL(expected.url).hostname;
  console.log(`${mark} ${hash.slice(0, 8)} ${host.padEnd(28)} expected ${(accepted.join('|') || '-').padEnd(10)} got ${(got ?? '-').padEnd(10)} ${origins.price ?? ''}`);
  const label = labels[hash];
  if (label) {
    labelled.pages++;
    if (sameName(product.name, label.name)) labelled.name++;
    else console.log(`    name: expected "${label.name}", got "${product.name ?? ''}"`);
    if (product.currency === label.currency) labelled.currency++;
    else console.log(`    currency: expected ${label.currency ?? '-'}, got ${product.currency ?? '-'}`);
    if (samePicture(product.images[0], label.image)) labelled.image++;
    else console.log(`    main image: expected ${label.image}, got ${product.images[0] ?? '-'}`);
  }
}

// Pages built to be slow: a large body with thousands of two-digit cells (sizes, quantities), a
// multi-megabyte script full of report starts that never close, and a description of 4,000 phrases
// that begin with a word of an old price ("<i>kit</i> de 3 peças"). Each must read in about the time
// of an ordinary large page, not in seconds.
function stressPage(kind: 'cells' | 'script' | 'words'): string {
  const filler = `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20_000)}</p>`;
  const bodies = {
    cells: `<table><tr>${'<td>1</td><td>23</td>'.repeat(5_000)}</tr></table>`,
    script: `<script>var s = ${JSON.stringify('"detail":{"products":[{"price":"1'.repeat(100_000))};</script>`,
    words: `<p>${'<b>Camisa</b> de algodão, <i>kit</i> de 3 peças, '.repeat(4_000)}</p>`,
  };
  return `<html><head><script>fbq('track', 'ViewContent', { value: 45, currency: 'EUR' });</script></head><body><h1>Stress</h1><span class="price">€ 45,00</span>${filler}${bodies[kind]}</body></html>`;
}
for (const kind of ['cells', 'script', 'words'] as const) {
  const html = stressPage(kind);
  const started = performance.now();
  const { product } = explainExtraction({ html, url: 'https://shop.example.ie/p/stress' });
  const ms = performance.now() - started;
  console.log(`stress page (${kind}, ${(html.length / 1e6).toFixed(1)} MB): ${ms.toFixed(0)} ms, price ${product.price ?? '-'}`);
}

console.log(`\npages ${entries.length}; price ${tally.scores()}; ${(elapsed / entries.length).toFixed(1)} ms per page`);
for (const { label, tally: without } of ABLATIONS) console.log(`the same pages ${label}: price ${without.scores()}`);
console.log(`price text alone (scripts, microdata, RDFa and price meta tags removed): answers on ${alone.answered} pages, right on ${alone.right}`);
console.log(`labelled pages ${labelled.pages}: name ${labelled.name}/${labelled.pages}, currency ${labelled.currency}/${labelled.pages}, main image ${labelled.image}/${labelled.pages}`);
console.log(JSON.stringify({ pages: entries.length, price_f1: round(tally.f1), price_precision: round(tally.precision), price_recall: round(tally.recall) }));
