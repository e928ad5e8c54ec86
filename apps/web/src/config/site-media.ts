/** One video the public site shows: its file, poster frame, pixel size and the language it speaks. */
export interface SiteVideo {
  video: string;
  poster: string;
  width: number;
  height: number;
  /** The narration's language; undefined for the silent hero loop. */
  narration?: 'en' | 'es' | 'pt-BR';
}

/**
 * The example videos under apps/web/public/media, made by our own engine with `npm run media:site`
 * (scripts/make-site-media.ts). English and Spanish visitors share the en/es videos; Brazilian
 * visitors get their own narration.
 */
export const SITE_MEDIA = {
  hero: { video: '/media/hero.mp4', poster: '/media/hero.jpg', width: 960, height: 540 },
  ecommerce: {
    enEs: [
      { video: '/media/ecommerce-1.mp4', poster: '/media/ecommerce-1.jpg', width: 540, height: 960, narration: 'en' },
      { video: '/media/ecommerce-2.mp4', poster: '/media/ecommerce-2.jpg', width: 540, height: 960, narration: 'es' },
    ],
    ptBR: [
      { video: '/media/ecommerce-1-ptbr.mp4', poster: '/media/ecommerce-1-ptbr.jpg', width: 540, height: 960, narration: 'pt-BR' },
      { video: '/media/ecommerce-2-ptbr.mp4', poster: '/media/ecommerce-2-ptbr.jpg', width: 540, height: 960, narration: 'pt-BR' },
    ],
  },
  debtCollection: {
    enEs: { video: '/media/debt-collection.mp4', poster: '/media/debt-collection.jpg', width: 540, height: 960, narration: 'en' },
    ptBR: { video: '/media/debt-collection-ptbr.mp4', poster: '/media/debt-collection-ptbr.jpg', width: 540, height: 960, narration: 'pt-BR' },
  },
} as const satisfies {
  hero: SiteVideo;
  ecommerce: { enEs: readonly SiteVideo[]; ptBR: readonly SiteVideo[] };
  debtCollection: { enEs: SiteVideo; ptBR: SiteVideo };
};
