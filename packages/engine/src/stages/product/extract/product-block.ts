import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { metaContent } from './meta-tags';
import { isInFrame, leadsAway, pageHeading } from './page-layout';
import { NAMED, squeezed } from './price-candidates';
import { isPriceNamed, namesOf } from './price-names';
import { asciiDigits } from './text';

// The product's own block: the box around the page's main heading that holds its price.

const normalized = (text: string) => asciiDigits(text).replace(/\s+/g, ' ').trim().toLowerCase();

// A page without an <h1> naming its product names it in a lesser heading, or in a box named as the
// product's name (Olive Young's "<p class="prd_name">" under an <h1> that holds the shop's logo): the
// first h2 or h3, or else such a box, whose text is the page's Open Graph title, or begins its <title>
// before a separator ("Name | Shop", "Name / Shop"; a side column's "Sencha" does not name "Sencha
// Fukamushi Premium 100g | Chanoha"), or ends it after one (EC-CUBE 2's "Shop / Name").
const NAME_BOX = 'p[class*="name" i], div[class*="name" i], span[class*="name" i], strong[class*="name" i]';
function namedHeading($: CheerioAPI): Element | undefined {
  const title = normalized(metaContent($, 'og:title') ?? '');
  const pageTitle = normalized($('title').first().text());
  const isNamed = (el: Element): boolean => {
    const text = normalized(squeezed($(el)));
    const [before, after] = [pageTitle.slice(0, pageTitle.length - text.length), pageTitle.slice(text.length)];
    const isTitled = (pageTitle.startsWith(text) && /^(?:$|\s*[|\-–—:·•/／｜])/.test(after)) || (pageTitle.endsWith(text) && /[|\-–—:·•/／｜]\s*$/.test(before));
    const linked = $(el).find('a[href]').toArray().some((link) => leadsAway(link.attribs.href) && normalized(squeezed($(link))) === text);
    return text.length >= 4 && !isInFrame($, el) && !linked && (text === title || isTitled);
  };
  return $('h2, h3').toArray().find(isNamed) ?? $(NAME_BOX).toArray().find(isNamed);
}

// The product's own block: the nearest box around the page's main heading (outside header and
// navigation) that holds a price element. Its prices are this product's even when the theme names
// them as in a slider or a card; other products' lists sit outside it.
// One page's block, found once however many readers ask (the price text, its old price, the amounts
// printed only as another price).
const blocks = new WeakMap<object, Element | null>();

export function mainProductBlock($: CheerioAPI): Element | undefined {
  const document = $.root()[0];
  const known = document && blocks.get(document);
  if (known !== undefined) return known ?? undefined;
  const block = findBlock($);
  if (document) blocks.set(document, block ?? null);
  return block;
}

function findBlock($: CheerioAPI): Element | undefined {
  // The shop's title as its <h1> (a link home) names no product, unless the page has no other heading:
  // a one-product shop's home page is named as its product.
  const headings = $('h1')
    .toArray()
    .filter((el) => !isInFrame($, el) && squeezed($(el)).length >= 2);
  const heading = pageHeading($) ?? namedHeading($) ?? headings[0];
  if (!heading) return undefined;
  let node = $(heading).parent();
  for (let depth = 0; depth < 4 && node.length && !node.is('body, html'); depth++, node = node.parent()) {
    const hasPrice = node
      .find(NAMED)
      .toArray()
      .some((el) => isPriceNamed(namesOf(el)) && /\d/.test(asciiDigits($(el).text())));
    if (hasPrice) return node[0];
  }
  return undefined;
}
