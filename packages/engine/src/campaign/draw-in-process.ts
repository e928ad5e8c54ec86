import type { Drawings, VisualsRequest } from '../stages/render/visuals';
import type { DrawCards } from './segments';

let prepareDrawings: Promise<(request: VisualsRequest) => Promise<Drawings>> | undefined;

/**
 * Draws cards in this process. A campaign draws a few small cards per recipient, thousands of times:
 * satori and its fonts are loaded once, on first use, and stay warm (a process per recipient would
 * spend more time starting than drawing).
 */
export function drawInProcess(): DrawCards {
  return async (request) => {
    prepareDrawings ??= import('../stages/render/visual-drawings').then((module) => module.prepareDrawings);
    return (await prepareDrawings)(request);
  };
}
