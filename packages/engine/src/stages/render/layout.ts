import type { AdFormat } from '../../schema';

/** A rectangle in video pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where everything goes in one output format. */
export interface FormatLayout {
  format: AdFormat;
  width: number;
  height: number;
  /** Pictures are prepared this much larger than the frame, so they can move. */
  overscan: number;
  /** Text and cards stay inside this area. */
  safe: Rect;
  watermark: Rect;
  hook: Rect;
  card: Rect;
  offer: Rect;
  caption: Rect;
  end: Rect;
  /** Font sizes in pixels for this frame size. */
  type: {
    hookTitle: [max: number, min: number];
    hookSubtitle: [number, number];
    cardTitle: [number, number];
    price: [number, number];
    oldPrice: number;
    caption: [number, number];
    endTitle: [number, number];
    endCta: [number, number];
    endUrl: [number, number];
    qr: number;
  };
}

const VERTICAL: FormatLayout = {
  format: '9:16',
  width: 1080,
  height: 1920,
  overscan: 1.2,
  // Social apps draw their buttons on the right edge and their captions over the bottom fifth.
  safe: { x: 64, y: 140, width: 856, height: 1396 },
  watermark: { x: 64, y: 140, width: 320, height: 56 },
  hook: { x: 64, y: 236, width: 856, height: 560 },
  card: { x: 64, y: 268, width: 856, height: 420 },
  offer: { x: 64, y: 520, width: 856, height: 560 },
  caption: { x: 64, y: 1262, width: 856, height: 250 },
  end: { x: 64, y: 236, width: 856, height: 1276 },
  type: { hookTitle: [104, 52], hookSubtitle: [44, 30], cardTitle: [72, 40], price: [150, 64], oldPrice: 48, caption: [54, 38], endTitle: [64, 40], endCta: [52, 34], endUrl: [34, 24], qr: 300 },
};

const SQUARE: FormatLayout = {
  format: '1:1',
  width: 1080,
  height: 1080,
  overscan: 1.2,
  safe: { x: 64, y: 64, width: 952, height: 952 },
  watermark: { x: 64, y: 64, width: 320, height: 56 },
  hook: { x: 64, y: 150, width: 952, height: 420 },
  card: { x: 64, y: 150, width: 952, height: 360 },
  offer: { x: 64, y: 200, width: 952, height: 500 },
  caption: { x: 64, y: 796, width: 952, height: 220 },
  end: { x: 64, y: 150, width: 952, height: 866 },
  type: { hookTitle: [92, 48], hookSubtitle: [40, 28], cardTitle: [64, 38], price: [136, 60], oldPrice: 44, caption: [50, 36], endTitle: [56, 36], endCta: [46, 32], endUrl: [32, 22], qr: 230 },
};

const HORIZONTAL: FormatLayout = {
  format: '16:9',
  width: 1920,
  height: 1080,
  overscan: 1.2,
  safe: { x: 96, y: 64, width: 1728, height: 952 },
  watermark: { x: 96, y: 64, width: 320, height: 56 },
  hook: { x: 96, y: 150, width: 1100, height: 480 },
  card: { x: 96, y: 170, width: 1000, height: 380 },
  offer: { x: 96, y: 200, width: 1000, height: 520 },
  caption: { x: 260, y: 826, width: 1400, height: 190 },
  end: { x: 96, y: 150, width: 1728, height: 866 },
  type: { hookTitle: [96, 50], hookSubtitle: [42, 30], cardTitle: [66, 40], price: [140, 64], oldPrice: 46, caption: [52, 38], endTitle: [60, 40], endCta: [48, 34], endUrl: [32, 24], qr: 280 },
};

const LAYOUTS: Record<AdFormat, FormatLayout> = { '9:16': VERTICAL, '1:1': SQUARE, '16:9': HORIZONTAL };

/** The layout of an output format. */
export function layoutFor(format: AdFormat): FormatLayout {
  return LAYOUTS[format];
}

/** True when the inner rectangle lies entirely inside the outer one. */
export function contains(outer: Rect, inner: Rect): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
}
