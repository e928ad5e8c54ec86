import QRCode from 'qrcode';
import type { FormatLayout, Rect } from '../layout';
import { fitText, measureText } from '../text-fit';
import { h, img, type DropShadow, type El } from './element';

/** Colours of an ad. */
export interface Theme {
  accent: string;
  accentText: string;
}

/** What an overlay is: its drawing, its size and where it goes on the frame. */
export interface OverlayDrawing {
  element: El;
  box: Rect;
  /** A shadow under what it draws, for white text and pills on a picture. */
  shadow?: DropShadow;
}

const WHITE = '#ffffff';
const INK = '#0f172a';
// White text on a picture needs a soft shadow to stay legible on light areas.
const TEXT_SHADOW: DropShadow = { blur: 18, offsetY: 4, opacity: 0.55 };
const LINE_HEIGHT = 1.15;

const lines = (texts: string[], style: Record<string, string | number>) =>
  texts.map((text) => h('div', { ...style, whiteSpace: 'nowrap' }, text));

/** The hook: an optional pill above a big headline, white on the picture's darkened top. */
export function hookDrawing(options: { title: string; subtitle?: string; layout: FormatLayout; theme: Theme }): OverlayDrawing {
  const { layout, theme } = options;
  const box = layout.hook;
  const [subMax, subMin] = layout.type.hookSubtitle;
  const pillPadX = Math.round(subMax * 0.6);
  const subtitle = options.subtitle
    ? fitText({ text: options.subtitle, role: 'body', box: { width: box.width - pillPadX * 2, height: subMax * 2.4 }, maxSize: subMax, minSize: subMin, maxLines: 1 })
    : undefined;
  const subtitleHeight = subtitle ? Math.ceil(subtitle.fontSize * LINE_HEIGHT + subtitle.fontSize * 0.7) + 28 : 0;
  const [titleMax, titleMin] = layout.type.hookTitle;
  const title = fitText({ text: options.title, role: 'display', box: { width: box.width, height: box.height - subtitleHeight }, maxSize: titleMax, minSize: titleMin, maxLines: 3, lineHeight: 1.08 });
  const height = Math.ceil(subtitleHeight + title.height + 8);
  // As wide as its longest line or pill: ffmpeg blends every pixel of an overlay, every frame.
  const pillWidth = subtitle ? Math.ceil((subtitle.width ?? 0) + pillPadX * 2) : 0;
  const width = Math.min(box.width, Math.ceil(Math.max(title.width * 1.02 + 12, pillWidth) + 4));
  const children: El[] = [];
  if (subtitle) {
    children.push(
      h(
        'div',
        { backgroundColor: theme.accent, color: theme.accentText, borderRadius: 999, padding: `${Math.round(subtitle.fontSize * 0.35)}px ${pillPadX}px`, marginBottom: 28, fontFamily: 'Inter', fontWeight: 600, fontSize: subtitle.fontSize, lineHeight: LINE_HEIGHT },
        subtitle.lines[0] ?? '',
      ),
    );
  }
  children.push(
    h(
      'div',
      { flexDirection: 'column', color: WHITE, fontFamily: 'Montserrat', fontWeight: 800, fontSize: title.fontSize, lineHeight: 1.08 },
      lines(title.lines, {}),
    ),
  );
  return { element: h('div', { flexDirection: 'column', alignItems: 'flex-start', width, height }, children), box: { x: box.x, y: box.y, width, height }, shadow: TEXT_SHADOW };
}

/** A benefit: a white card with a numbered badge and the short line. */
export function benefitDrawing(options: { number: number; title: string; layout: FormatLayout; theme: Theme }): OverlayDrawing {
  const { layout, theme } = options;
  const box = layout.card;
  const [max, min] = layout.type.cardTitle;
  const badge = Math.round(max * 1.25);
  const pad = Math.round(max * 0.55);
  const gap = Math.round(max * 0.45);
  const textBox = { width: box.width - pad * 2 - badge - gap, height: box.height - pad * 2 };
  const title = fitText({ text: options.title, role: 'strong', box: textBox, maxSize: max, minSize: min, maxLines: 3 });
  const width = Math.ceil(Math.min(box.width, pad * 2 + badge + gap + title.width + 4));
  const height = Math.ceil(Math.max(badge, title.height) + pad * 2);
  const element = h('div', { width, height, padding: pad, alignItems: 'center', backgroundColor: 'rgba(255,255,255,0.95)', borderRadius: Math.round(pad * 0.9) }, [
    h('div', { width: badge, height: badge, borderRadius: 999, backgroundColor: theme.accent, color: theme.accentText, alignItems: 'center', justifyContent: 'center', fontFamily: 'Inter', fontWeight: 800, fontSize: Math.round(badge * 0.5), marginRight: gap, flexShrink: 0 }, String(options.number)),
    h('div', { flexDirection: 'column', color: INK, fontFamily: 'Inter', fontWeight: 800, fontSize: title.fontSize, lineHeight: LINE_HEIGHT }, lines(title.lines, {})),
  ]);
  return { element, box: { x: box.x, y: box.y, width, height } };
}

/** The offer: the price, big, with the old price struck through and the discount badge. */
export function offerDrawing(options: { price: string; oldPriceLabel?: string; discountPercent?: number; note?: string; layout: FormatLayout; theme: Theme }): OverlayDrawing {
  const { layout, theme } = options;
  const box = layout.offer;
  const [max, min] = layout.type.price;
  const pad = Math.round(max * 0.32);
  const price = fitText({ text: options.price, role: 'strong', box: { width: box.width - pad * 2, height: max * 1.3 }, maxSize: max, minSize: min, maxLines: 1 });
  const oldSize = layout.type.oldPrice;
  const old = options.oldPriceLabel ? fitText({ text: options.oldPriceLabel, role: 'light', box: { width: box.width - pad * 2, height: oldSize * 1.3 }, maxSize: oldSize, minSize: Math.round(oldSize * 0.7), maxLines: 1 }) : undefined;
  // A line under the price that is not a price (a due date, a plan's name): plain, never struck out.
  const note = options.note ? fitText({ text: options.note, role: 'light', box: { width: box.width - pad * 2, height: oldSize * 1.3 }, maxSize: oldSize, minSize: Math.round(oldSize * 0.7), maxLines: 1 }) : undefined;
  const badgeSize = Math.round(oldSize * 1.1);
  const badgeText = options.discountPercent ? `-${options.discountPercent}%` : undefined;
  const badgeWidth = badgeText ? measureText(badgeText, 'strong', badgeSize) + badgeSize : 0;
  const contentWidth = Math.max(price.width, old?.width ?? 0, note?.width ?? 0, badgeWidth);
  const width = Math.ceil(Math.min(box.width, contentWidth + pad * 2 + 4));
  const badgeHeight = badgeText ? Math.round(badgeSize * 1.6) + 16 : 0;
  const oldHeight = old ? Math.round(old.fontSize * LINE_HEIGHT) + 6 : 0;
  const noteHeight = note ? Math.round(note.fontSize * LINE_HEIGHT) + 6 : 0;
  const height = Math.ceil(pad * 2 + badgeHeight + oldHeight + noteHeight + price.fontSize * LINE_HEIGHT);
  const children: El[] = [];
  if (badgeText) {
    children.push(h('div', { backgroundColor: theme.accent, color: theme.accentText, borderRadius: 999, padding: `${Math.round(badgeSize * 0.3)}px ${Math.round(badgeSize * 0.5)}px`, marginBottom: 16, fontFamily: 'Inter', fontWeight: 800, fontSize: badgeSize, lineHeight: LINE_HEIGHT }, badgeText));
  }
  if (old) children.push(h('div', { color: '#475569', fontFamily: 'Inter', fontWeight: 400, fontSize: old.fontSize, lineHeight: LINE_HEIGHT, textDecoration: 'line-through', marginBottom: 6, whiteSpace: 'nowrap' }, old.lines[0] ?? ''));
  children.push(h('div', { color: INK, fontFamily: 'Inter', fontWeight: 800, fontSize: price.fontSize, lineHeight: LINE_HEIGHT, whiteSpace: 'nowrap' }, price.lines[0] ?? ''));
  if (note) children.push(h('div', { color: '#334155', fontFamily: 'Inter', fontWeight: 400, fontSize: note.fontSize, lineHeight: LINE_HEIGHT, marginTop: 6, whiteSpace: 'nowrap' }, note.lines[0] ?? ''));
  const element = h('div', { width, height, padding: pad, flexDirection: 'column', alignItems: 'flex-start', backgroundColor: 'rgba(255,255,255,0.96)', borderRadius: Math.round(pad * 0.8) }, children);
  return { element, box: { x: box.x, y: box.y, width, height } };
}

/** A caption: at most two lines of white text on a dark rounded box, centred at the bottom of its area. */
export function captionDrawing(options: { text: string; layout: FormatLayout }): OverlayDrawing {
  const { layout } = options;
  const box = layout.caption;
  const [max, min] = layout.type.caption;
  const padX = Math.round(max * 0.6);
  const padY = Math.round(max * 0.32);
  const fitted = fitText({ text: options.text, role: 'body', box: { width: box.width - padX * 2, height: box.height - padY * 2 }, maxSize: max, minSize: min, maxLines: 2, lineHeight: 1.2 });
  const width = Math.ceil(Math.min(box.width, fitted.width + padX * 2 + 4));
  const height = Math.ceil(fitted.height + padY * 2);
  const element = h(
    'div',
    { width, height, padding: `${padY}px ${padX}px`, flexDirection: 'column', alignItems: 'center', justifyContent: 'center', backgroundColor: 'rgba(8,10,20,0.72)', borderRadius: Math.round(max * 0.4), color: WHITE, fontFamily: 'Inter', fontWeight: 600, fontSize: fitted.fontSize, lineHeight: 1.2 },
    lines(fitted.lines, {}),
  );
  return { element, box: { x: Math.round(box.x + (box.width - width) / 2), y: box.y + box.height - height, width, height } };
}

/** The end card: logo, product name, call-to-action pill, QR code of the address and the address. */
export async function endDrawing(options: { productName: string; cta: string; address?: string; url?: string; logo?: { png: Buffer; width: number; height: number }; layout: FormatLayout; theme: Theme }): Promise<OverlayDrawing> {
  const { layout, theme } = options;
  const box = layout.end;
  const wide = layout.format === '16:9';
  const column = wide ? Math.round(box.width * 0.58) : box.width;
  const [titleMax, titleMin] = layout.type.endTitle;
  const [ctaMax, ctaMin] = layout.type.endCta;
  const [urlMax, urlMin] = layout.type.endUrl;
  const title = fitText({ text: options.productName, role: 'display', box: { width: column, height: titleMax * 2.4 }, maxSize: titleMax, minSize: titleMin, maxLines: 2, lineHeight: 1.1 });
  const ctaPad = Math.round(ctaMax * 0.8);
  const cta = fitText({ text: options.cta, role: 'strong', box: { width: column - ctaPad * 2, height: ctaMax * 2.4 }, maxSize: ctaMax, minSize: ctaMin, maxLines: 2 });
  const url = options.address ? fitText({ text: options.address, role: 'light', box: { width: column, height: urlMax * 1.4 }, maxSize: urlMax, minSize: urlMin, maxLines: 1 }) : undefined;
  const textColumn: El[] = [];
  if (options.logo) {
    const logoHeight = Math.min(Math.round(titleMax * 1.6), options.logo.height);
    const logoWidth = Math.min(column, Math.round((options.logo.width / options.logo.height) * logoHeight));
    textColumn.push(h('div', { marginBottom: 28 }, img(options.logo.png, 'image/png', logoWidth, Math.round((options.logo.height / options.logo.width) * logoWidth))));
  }
  textColumn.push(h('div', { flexDirection: 'column', alignItems: wide ? 'flex-start' : 'center', color: WHITE, fontFamily: 'Montserrat', fontWeight: 800, fontSize: title.fontSize, lineHeight: 1.1, marginBottom: 36 }, lines(title.lines, {})));
  textColumn.push(h('div', { flexDirection: 'column', alignItems: 'center', backgroundColor: theme.accent, color: theme.accentText, borderRadius: 999, padding: `${Math.round(ctaMax * 0.45)}px ${ctaPad}px`, fontFamily: 'Inter', fontWeight: 800, fontSize: cta.fontSize, lineHeight: 1.15 }, lines(cta.lines, {})));
  const qrColumn: El[] = [];
  if (options.url) {
    const qrSize = layout.type.qr;
    const svg = await QRCode.toString(options.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
    qrColumn.push(h('div', { padding: 16, backgroundColor: WHITE, borderRadius: 24 }, img(Buffer.from(svg), 'image/svg+xml', qrSize, qrSize)));
  }
  if (url) qrColumn.push(h('div', { marginTop: 20, color: 'rgba(255,255,255,0.92)', fontFamily: 'Inter', fontWeight: 400, fontSize: url.fontSize, whiteSpace: 'nowrap' }, url.lines[0] ?? ''));
  const element = wide
    ? h('div', { width: box.width, height: box.height, alignItems: 'center', justifyContent: 'space-between' }, [
        h('div', { flexDirection: 'column', alignItems: 'flex-start', width: column }, textColumn),
        h('div', { flexDirection: 'column', alignItems: 'center' }, qrColumn),
      ])
    : h('div', { width: box.width, height: box.height, flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }, [
        h('div', { flexDirection: 'column', alignItems: 'center', marginBottom: qrColumn.length ? 44 : 0 }, textColumn),
        h('div', { flexDirection: 'column', alignItems: 'center' }, qrColumn),
      ]);
  return { element, box, shadow: TEXT_SHADOW };
}

/** "Made with Reelsmith", small, in the top-left corner of the safe area. */
export function watermarkDrawing(options: { layout: FormatLayout; label: string }): OverlayDrawing {
  const box = options.layout.watermark;
  const size = 26;
  const width = Math.ceil(Math.min(box.width, measureText(options.label, 'body', size) + 40));
  const element = h('div', { width, height: box.height, alignItems: 'center', justifyContent: 'center', borderRadius: 999, backgroundColor: 'rgba(0,0,0,0.38)', color: 'rgba(255,255,255,0.9)', fontFamily: 'Inter', fontWeight: 600, fontSize: size, whiteSpace: 'nowrap' }, options.label);
  return { element, box: { x: box.x, y: box.y, width, height: box.height } };
}
