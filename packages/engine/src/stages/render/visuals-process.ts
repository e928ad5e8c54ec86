// A child process that prepares one half of a render's visuals: `node --import tsx visuals-process.ts
// <frames|drawings>`, with the request as JSON on standard input. Run apart so the memory sharp and
// satori hold (hundreds of megabytes, kept by the allocator after use) is given back when it exits,
// before ffmpeg needs it; started early and loading only its half's libraries, so that overlaps the
// script and voice. Prints the result as JSON.
import type { VisualsRequest } from './visuals';

const part = process.argv[2];
if (part !== 'frames' && part !== 'drawings') throw new Error('usage: visuals-process <frames|drawings>');
// Loaded and warmed up now, while the request is still being made: the first satori layout compiles
// its WebAssembly and parses the fonts, the first sharp call starts libvips.
const work =
  part === 'frames'
    ? import('./visual-frames').then(async (m) => {
        await m.warmUpFrames();
        return m.prepareFrames;
      })
    : import('./visual-drawings').then(async (m) => {
        await m.warmUpDrawings();
        return m.prepareDrawings;
      });

let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk as string;
if (!input.trim()) process.exit(0);
const request = JSON.parse(input) as VisualsRequest;
process.stdout.write(JSON.stringify(await (await work)(request)));
