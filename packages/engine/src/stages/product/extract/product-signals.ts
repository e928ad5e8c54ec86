import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { metaContent } from './meta-tags';
import type { ExtractedProduct } from './types';

// Buttons and markup that only pages selling one thing carry, in our languages.
const BUY_MARKUP =
  '[class*="add-to-cart" i], [class*="addtocart" i], [id*="add-to-cart" i], [id*="addtocart" i], [name="add-to-cart"], [class*="buy-now" i], [class*="buybox" i], form[action*="/cart/add"], [data-testid*="buy" i]';
// Thế Giới Di Động's "buy_now" link, "buynow" and a "buy-button" button, as buttons of a price column laid out as an aside;
// not as the sign of a product page, where a review's affiliate link is named so ("btn-buynow").
const COLUMN_BUY_MARKUP = `${BUY_MARKUP}, [class*="buy_now" i], [class*="buynow" i], button[class*="buy-button" i]`;
const BUY_TEXT =
  /add to (cart|bag|basket|trolley)|buy (it )?now|comprar( agora| ahora)?|adicionar (ao|à) (carrinho|sacola)|agregar al carrito|añadir (a la cesta|al carrito)|in den warenkorb|ajouter au panier|aggiungi al carrello|in (de )?winkel(wagen|mand)|do koszyka|do košíka|do košíku|v košarico|u košaricu|в корзину|lägg i varukorg(?:en)?|læg i kurv(?:en)?|legg i handlekurv(?:en)?|legg i handlevogn(?:en)?|lisää ostoskoriin|sepete ekle|kosárba|în coș|加入購物車|加入购物车|立即購買|立即购买|カートに入れる|カートに追加|買い物かごに入れる|かごに追加|購入手続き|장바구니/i;

/**
 * Whether the page presents one product for sale rather than an article or a home page: Open Graph
 * says so, or it has a buy button. The page's heading and summary only count as product facts then.
 */
export function looksLikeProductPage($: CheerioAPI): boolean {
  const type = metaContent($, 'og:type')?.toLowerCase() ?? '';
  if (/product|item/.test(type)) return true;
  // Many shops call every page a "website", product pages too: only their buttons tell.
  if (/article|blog|profile/.test(type) && $(BUY_MARKUP).length === 0) return false;
  return buyButtons($, BUY_MARKUP).length > 0;
}

/** The page's buttons that buy a product or put it in the cart (by default also those only a price column's are named). */
export function buyButtons($: CheerioAPI, markup = COLUMN_BUY_MARKUP): AnyNode[] {
  return [
    ...$(markup).toArray(),
    ...$('button, input[type="submit"], a[role="button"]')
      .toArray()
      .filter((el) => BUY_TEXT.test($(el).text() || ($(el).attr('value') ?? ''))),
  ];
}

/** Whether an extraction found a product at all: a name and a price, a picture or a real description. */
export function hasProduct(product: ExtractedProduct): boolean {
  if (!product.name?.trim()) return false;
  const description = product.description?.trim() ?? '';
  const isRealDescription = description.length >= 20 && description.toLowerCase() !== product.name.toLowerCase();
  return product.price !== undefined || product.images.length > 0 || isRealDescription;
}
