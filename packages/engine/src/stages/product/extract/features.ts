import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanText } from './text';

const MAX_FEATURES = 12;
// Headings over the lists and tables that describe the product, in our languages and a few more.
const DESCRIPTION_HEADING =
  /feature|highlight|detail|spec|description|about|características|caracteristicas|destaques|descrição|descripción|ficha|especifica|o que você precisa saber|lo que tienes que saber|merkmale|caractéristiques/i;
const SPEC_CONTAINER = '[class*="spec" i], [id*="spec" i], [class*="attribute" i], [class*="ficha" i], [class*="caracteristica" i], [id*="detail" i], [class*="detail" i]';

/** Whether a list item reads like a product feature rather than a menu link. */
function isFeatureText(text: string): boolean {
  return text.length >= 3 && text.length <= 300 && /\s/.test(text);
}

/** "Key: value" lines from a page's specification tables (th/td rows and dt/dd pairs) inside el. */
export function specLines($: CheerioAPI, scope: Element): string[] {
  const root = $(scope);
  const lines: string[] = [];
  root.find('tr').each((_, row) => {
    const cells = $(row).children('th, td');
    if (cells.length !== 2) return;
    const key = cleanText(cells.eq(0).text());
    const value = cleanText(cells.eq(1).text());
    if (key && value && key.length <= 60 && value.length <= 200) lines.push(`${key.replace(/:$/, '')}: ${value}`);
  });
  root.find('dt').each((_, dt) => {
    const key = cleanText($(dt).text());
    const value = cleanText($(dt).next('dd').text());
    if (key && value && key.length <= 60 && value.length <= 200) lines.push(`${key.replace(/:$/, '')}: ${value}`);
  });
  return lines;
}

/**
 * Features from the page itself: bullet lists under a description heading (or in an element named
 * like one), then the specification tables as "Key: value". Menus and footers are never read.
 */
export function findFeatures($: CheerioAPI): string[] {
  const features: string[] = [];
  const lists = $('ul, ol').filter((_, list) => {
    if ($(list).closest('nav, header, footer, aside, [role="navigation"], [class*="menu" i]').length) return false;
    const named = `${$(list).attr('class') ?? ''} ${$(list).attr('id') ?? ''} ${$(list).parent().attr('class') ?? ''} ${$(list).parent().attr('id') ?? ''}`;
    const heading = $(list).prevAll('h2, h3, h4, strong, p').first().text() || $(list).parent().prevAll('h2, h3, h4').first().text();
    return /feature|bullet|highlight|caracteristica|destaque/i.test(named) || DESCRIPTION_HEADING.test(heading);
  });
  lists.first().children('li').each((_, li) => {
    const text = cleanText($(li).text());
    if (text && isFeatureText(text)) features.push(text);
  });
  if (features.length < MAX_FEATURES) {
    const specs = $(SPEC_CONTAINER).first();
    if (specs.length) features.push(...specLines($, specs[0] as Element));
  }
  return [...new Set(features)].slice(0, MAX_FEATURES);
}
