import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AD_FORMATS } from '../../../schema';
import { formatPrice } from '../../script/money';
import { contains, layoutFor, type Rect } from '../layout';
import { benefitDrawing, captionDrawing, endDrawing, hookDrawing, offerDrawing, watermarkDrawing, type OverlayDrawing } from './cards';
import { renderPng } from './element';

const OUTPUT = join(import.meta.dirname, '../../../../../../test-output/overlays');
mkdirSync(OUTPUT, { recursive: true });
const theme = { accent: '#c2410c', accentText: '#ffffff' };

const LONG_NAME = 'Conjunto Térmico Ação Máxima São João Edição Limitada Coleção Primavera-Verão com Proteção UV, Tecido Respirável, Secagem Rápida e Acabamento Premium Costurado à Mão pelas Artesãs do Nordeste Brasileiro'.padEnd(200, '!').slice(0, 200);
const LONG_TEXT = 'Ótimo desempenho, ação rápida, coração de aço, não perca esta promoção especial de inverno com frete grátis para todo o Brasil. '.repeat(24).slice(0, 3000);

/** Where the drawing actually puts ink on the frame: the bounding box of non-transparent pixels. */
async function inkBox(drawing: OverlayDrawing, name: string): Promise<Rect> {
  const png = await renderPng(drawing.element, drawing.box.width, drawing.box.height, drawing.shadow);
  writeFileSync(join(OUTPUT, `${name}.png`), png);
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let minX = Infinity, minY = Infinity, maxX = -1, maxY = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[(y * info.width + x) * 4 + 3] ?? 0) > 10) {
        minX = Math.min(minX, x);
        minY = Math.min(minY, y);
        maxX = Math.max(maxX, x);
        maxY = Math.max(maxY, y);
      }
    }
  }
  expect(maxX, `${name} draws nothing`).toBeGreaterThanOrEqual(0);
  return { x: drawing.box.x + minX, y: drawing.box.y + minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

describe.each(AD_FORMATS)('overlays in %s', (format) => {
  const layout = layoutFor(format);
  const slug = format.replace(':', 'x');

  it('keeps every layout area inside the safe area', () => {
    for (const area of [layout.hook, layout.card, layout.offer, layout.caption, layout.end, layout.watermark]) expect(contains(layout.safe, area)).toBe(true);
  });

  it('keeps a 200-character product name with diacritics inside the safe area, on the hook and the end card', async () => {
    expect(LONG_NAME.length).toBe(200);
    const hook = hookDrawing({ title: LONG_NAME, subtitle: 'Coleção exclusiva para você, João', layout, theme });
    const hookInk = await inkBox(hook, `${slug}-hook-long`);
    expect(contains(layout.safe, hookInk), JSON.stringify(hookInk)).toBe(true);
    const end = await endDrawing({ productName: LONG_NAME, cta: 'Compre agora no Mercado Livre com frete grátis para todo o Brasil', address: 'produto.mercadolivre.com.br/MLB-1234567890-conjunto-termico', url: 'https://produto.mercadolivre.com.br/MLB-1234567890', layout, theme });
    const endInk = await inkBox(end, `${slug}-end-long`);
    expect(contains(layout.safe, endInk), JSON.stringify(endInk)).toBe(true);
  });

  it('keeps a price of 9,999,999.99 with its old price and discount inside the safe area', async () => {
    const offer = offerDrawing({ price: formatPrice(9_999_999.99, 'BRL', 'pt-BR'), oldPriceLabel: `De ${formatPrice(99_999_999.99, 'BRL', 'pt-BR')}`, discountPercent: 90, layout, theme });
    const ink = await inkBox(offer, `${slug}-offer-max`);
    expect(contains(layout.safe, ink), JSON.stringify(ink)).toBe(true);
  });

  it('keeps benefits, a 3,000-character caption and the watermark inside the safe area', async () => {
    const benefit = await inkBox(benefitDrawing({ number: 3, title: LONG_TEXT, layout, theme }), `${slug}-benefit-long`);
    expect(contains(layout.safe, benefit), JSON.stringify(benefit)).toBe(true);
    const caption = await inkBox(captionDrawing({ text: LONG_TEXT, layout }), `${slug}-caption-long`);
    expect(contains(layout.safe, caption), JSON.stringify(caption)).toBe(true);
    expect(contains(layout.caption, caption)).toBe(true);
    const watermark = await inkBox(watermarkDrawing({ layout, label: 'Feito com Reelsmith' }), `${slug}-watermark`);
    expect(contains(layout.safe, watermark)).toBe(true);
  });

  it('draws each card whole, its rounded corners inside its picture rather than cut off by it', async () => {
    const cards: [string, OverlayDrawing][] = [
      ['caption', captionDrawing({ text: 'Não perca: compre agora no Mercado Livre.', layout })],
      ['benefit', benefitDrawing({ number: 2, title: 'Luz suave que não cansa a vista', layout, theme })],
      ['offer', offerDrawing({ price: formatPrice(189.9, 'BRL', 'pt-BR'), oldPriceLabel: `De ${formatPrice(249.9, 'BRL', 'pt-BR')}`, discountPercent: 24, layout, theme })],
      ['watermark', watermarkDrawing({ layout, label: 'Feito com Reelsmith' })],
    ];
    for (const [name, card] of cards) {
      const png = await renderPng(card.element, card.box.width, card.box.height, card.shadow);
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3] ?? 0;
      const corners = [alpha(0, 0), alpha(info.width - 1, 0), alpha(0, info.height - 1), alpha(info.width - 1, info.height - 1)];
      expect(corners, `${name}: the corners top-left, top-right, bottom-left, bottom-right`).toEqual([0, 0, 0, 0]);
    }
  });

  it('draws short texts at their largest size', () => {
    const hook = hookDrawing({ title: 'Aurora', layout, theme });
    expect(hook.box.height).toBeLessThan(layout.hook.height);
    const caption = captionDrawing({ text: 'Meet the Aurora.', layout });
    expect(caption.box.height).toBeLessThan(layout.type.caption[0] * 2.2);
  });
});
