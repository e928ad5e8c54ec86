import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { EngineLanguage } from '../../schema';
import { layoutFor } from './layout';
import { benefitDrawing, captionDrawing, endDrawing, hookDrawing, offerDrawing, watermarkDrawing, type OverlayDrawing } from './overlays/cards';
import { renderPng } from './overlays/element';
import type { Drawings, PlacedPng, VisualsRequest } from './visuals';

const WATERMARK_LABEL: Record<EngineLanguage, string> = { en: 'Made with Reelsmith', es: 'Hecho con Reelsmith', 'pt-BR': 'Feito com Reelsmith' };

async function draw(drawing: OverlayDrawing, path: string): Promise<PlacedPng> {
  await writeFile(path, await renderPng(drawing.element, drawing.box.width, drawing.box.height, drawing.shadow));
  return { png: path, x: drawing.box.x, y: drawing.box.y };
}

/** Draws a render's cards, captions and watermark with satori. */
export async function prepareDrawings(request: VisualsRequest): Promise<Drawings> {
  const layout = layoutFor(request.format);
  const slug = request.format.replace(':', 'x');
  const { theme } = request;
  const logo = request.logoFile ? await sharp(join(request.assetDir, request.logoFile)).png().toBuffer({ resolveWithObject: true }) : undefined;
  const cards: PlacedPng[] = [];
  let benefitNumber = 0;
  for (const [index, scene] of request.scenes.entries()) {
    const path = join(request.workDir, `card-${slug}-${index}.png`);
    if (scene.kind === 'hook') {
      cards.push(await draw(hookDrawing({ title: scene.title, ...(scene.subtitle ? { subtitle: scene.subtitle } : {}), layout, theme }), path));
    } else if (scene.kind === 'benefit') {
      benefitNumber += 1;
      cards.push(await draw(benefitDrawing({ number: benefitNumber, title: scene.title, layout, theme }), path));
    } else if (scene.kind === 'offer') {
      const offer = scene.offer ?? { price: scene.title };
      const below = scene.subtitle ? (request.offerSubtitleAsNote ? { note: scene.subtitle } : { oldPriceLabel: scene.subtitle }) : {};
      const drawing = offerDrawing({ price: offer.price, ...below, ...(offer.discountPercent ? { discountPercent: offer.discountPercent } : {}), layout, theme });
      cards.push(await draw(drawing, path));
    } else {
      const drawing = await endDrawing({
        productName: request.endTitle ?? request.scenes[0]?.title ?? request.productName,
        cta: scene.title,
        ...(scene.subtitle ? { address: scene.subtitle } : {}),
        ...(request.productUrl ? { url: request.productUrl } : {}),
        ...(logo ? { logo: { png: logo.data, width: logo.info.width, height: logo.info.height } } : {}),
        layout,
        theme,
      });
      cards.push(await draw(drawing, path));
    }
  }
  const captions: Record<string, PlacedPng> = {};
  for (const [i, text] of [...new Set(request.captions)].entries()) {
    captions[text] = await draw(captionDrawing({ text, layout }), join(request.workDir, `caption-${slug}-${i}.png`));
  }
  const watermark = request.watermark ? await draw(watermarkDrawing({ layout, label: WATERMARK_LABEL[request.language] }), join(request.workDir, `watermark-${slug}.png`)) : undefined;
  return { cards, captions, ...(watermark ? { watermark } : {}) };
}

/** Lays out and draws a small caption, so satori and the fonts are ready before the real work. */
export async function warmUpDrawings(): Promise<void> {
  const drawing = captionDrawing({ text: 'Reelsmith ãéç', layout: layoutFor('1:1') });
  await renderPng(drawing.element, drawing.box.width, drawing.box.height, drawing.shadow);
}
