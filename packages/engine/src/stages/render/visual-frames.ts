import { join } from 'node:path';
import sharp from 'sharp';
import { frameBase, prepareFrame, type FrameBase } from './frames';
import { layoutFor } from './layout';
import { LOOKS, type VisualsRequest } from './visuals';

/**
 * Prepares a render's pictures with sharp: one frame per scene (scenes sharing a picture and a look
 * share the file), each picture composed once for all its looks.
 */
export async function prepareFrames(request: VisualsRequest): Promise<string[]> {
  const layout = layoutFor(request.format);
  const slug = request.format.replace(':', 'x');
  const framePromises = new Map<string, Promise<string>>();
  // One composition per picture, shared by its looks (a picture can be a benefit and the offer).
  const bases = new Map<number, Promise<FrameBase>>();
  const baseFor = (imageIndex: number, sourcePath: string) => {
    let base = bases.get(imageIndex);
    if (!base) {
      base = frameBase({ sourcePath, layout });
      bases.set(imageIndex, base);
    }
    return base;
  };
  return Promise.all(
    request.scenes.map((scene) => {
      const look = LOOKS[scene.kind];
      const key = `${scene.imageIndex}-${look}`;
      let path = framePromises.get(key);
      if (!path) {
        const outputPath = join(request.workDir, `frame-${slug}-${key}.jpg`);
        const sourcePath = join(request.assetDir, request.images[scene.imageIndex] ?? request.images[0] ?? '');
        const base = look === 'blur' ? undefined : baseFor(scene.imageIndex, sourcePath);
        path = prepareFrame({ sourcePath, layout, look, outputPath, ...(base ? { base } : {}) }).then(() => outputPath);
        framePromises.set(key, path);
      }
      return path;
    }),
  );
}

/** Starts libvips with a tiny job, so the first real frame does not pay for it. */
export async function warmUpFrames(): Promise<void> {
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } }).blur(2).jpeg().toBuffer();
}
