import type { AdFormat, EngineLanguage, ScriptScene, SceneKind } from '../../schema';
import type { FrameLook } from './frames';
import { frameSize } from './frames';
import { layoutFor } from './layout';
import type { Theme } from './overlays/cards';

/** How each kind of scene treats its picture. */
export const LOOKS: Record<SceneKind, FrameLook> = { hook: 'top-scrim', benefit: 'soft', offer: 'dim', cta: 'blur' };

/** An overlay drawn to a PNG and where it goes on the frame. */
export interface PlacedPng {
  png: string;
  x: number;
  y: number;
}

/** Everything a render draws before ffmpeg runs; needs the script and pictures, not the timings. */
export interface VisualsRequest {
  format: AdFormat;
  assetDir: string;
  workDir: string;
  language: EngineLanguage;
  theme: Theme;
  images: readonly string[];
  logoFile?: string;
  productName: string;
  productUrl?: string;
  watermark: boolean;
  scenes: readonly (Pick<ScriptScene, 'kind' | 'title' | 'subtitle' | 'offer'> & { imageIndex: number })[];
  /** The end card's headline; the first scene's title otherwise. */
  endTitle?: string;
  /** An offer scene's subtitle is a plain line under the price (a due date), not an old price. */
  offerSubtitleAsNote?: boolean;
  /** Caption texts to draw (none when captions are off). */
  captions: readonly string[];
}

/** The drawn cards, captions and watermark of a render. */
export interface Drawings {
  cards: PlacedPng[];
  captions: Record<string, PlacedPng>;
  watermark?: PlacedPng;
}

/** Everything drawn for a render: a frame and a card per scene, a PNG per caption text, the watermark. */
export interface Visuals extends Drawings {
  frames: string[];
}

/** The two halves of the visuals, each prepared by a process of its own. */
export type VisualsPart = 'frames' | 'drawings';

/** Size of the prepared frames of a format (for the render plan). */
export function preparedFrameSize(format: AdFormat): { width: number; height: number } {
  return frameSize(layoutFor(format));
}
