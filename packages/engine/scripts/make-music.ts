// Writes the bundled music bed, assets/music/bright-loop.m4a: a 19.2-second loop at 100 BPM (eight bars
// of I–V–vi–IV in C major) with a soft pad, a plucked arpeggio, a light kick and a hi-hat. Made by
// this script, so the project owns it outright. Run: node --import tsx packages/engine/scripts/make-music.ts
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wavHeader } from '../src/stages/voice/wav';

const RATE = 48_000;
const BPM = 100;
const BEAT = 60 / BPM;
const BARS = 8;
const SECONDS = BARS * 4 * BEAT;
const samples = Math.round(SECONDS * RATE);
const left = new Float32Array(samples);
const right = new Float32Array(samples);

const midi = (note: number) => 440 * 2 ** ((note - 69) / 12);
// C, G, Am, F — twice.
const CHORDS = [
  [48, 55, 60, 64, 67],
  [43, 55, 59, 62, 67],
  [45, 57, 60, 64, 69],
  [41, 53, 57, 60, 65],
];

// A tiny deterministic noise source for the hi-hat.
let seed = 12345;
const noise = () => {
  seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
  return seed / 0x3fffffff - 1;
};

function add(start: number, length: number, voice: (t: number) => number, pan = 0) {
  const from = Math.round(start * RATE);
  const count = Math.round(length * RATE);
  for (let i = 0; i < count; i++) {
    // Wraps around, so the loop is seamless.
    const index = (from + i) % samples;
    const value = voice(i / RATE);
    left[index] = (left[index] ?? 0) + value * (1 - pan) * 0.5;
    right[index] = (right[index] ?? 0) + value * (1 + pan) * 0.5;
  }
}

for (let bar = 0; bar < BARS; bar++) {
  const chord = CHORDS[bar % CHORDS.length] ?? [];
  const barStart = bar * 4 * BEAT;
  // Pad: warm detuned sines, slow attack and release, across the whole bar.
  for (const note of chord.slice(1)) {
    const f = midi(note);
    add(barStart, 4 * BEAT + 0.6, (t) => {
      const envelope = Math.min(1, t / 0.8) * Math.min(1, (4 * BEAT + 0.6 - t) / 0.6);
      return 0.045 * envelope * (Math.sin(2 * Math.PI * f * t) + 0.5 * Math.sin(2 * Math.PI * f * 1.003 * t) + 0.25 * Math.sin(4 * Math.PI * f * t));
    }, note % 2 ? -0.3 : 0.3);
  }
  // Bass: the root on each beat, round and short.
  const bass = midi(chord[0] ?? 48);
  for (let beat = 0; beat < 4; beat++) {
    add(barStart + beat * BEAT, BEAT, (t) => 0.16 * Math.exp(-t * 5) * Math.sin(2 * Math.PI * bass * t));
  }
  // Arpeggio: eighth notes up the chord, plucked.
  const arpeggio = [...chord.slice(1), ...chord.slice(1).reverse()].map((n) => n + 12);
  for (let step = 0; step < 8; step++) {
    const f = midi(arpeggio[step % arpeggio.length] ?? 72);
    add(barStart + (step * BEAT) / 2, BEAT, (t) => 0.07 * Math.exp(-t * 7) * (Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(6 * Math.PI * f * t)), step % 2 ? 0.4 : -0.4);
  }
  // Kick on beats 1 and 3, hi-hat on the off-beats.
  for (const beat of [0, 2]) add(barStart + beat * BEAT, 0.35, (t) => 0.5 * Math.exp(-t * 14) * Math.sin(2 * Math.PI * (45 + 90 * Math.exp(-t * 30)) * t));
  for (let beat = 0; beat < 4; beat++) add(barStart + (beat + 0.5) * BEAT, 0.08, (t) => 0.05 * Math.exp(-t * 60) * noise(), 0.2);
}

const pcm = Buffer.concat([wavHeader({ sampleRate: RATE, channels: 2, dataBytes: samples * 4 }), Buffer.alloc(samples * 4)]);
let peak = 0;
for (let i = 0; i < samples; i++) peak = Math.max(peak, Math.abs(left[i] ?? 0), Math.abs(right[i] ?? 0));
for (let i = 0; i < samples; i++) {
  pcm.writeInt16LE(Math.round(((left[i] ?? 0) / peak) * 0.9 * 32767), 44 + i * 4);
  pcm.writeInt16LE(Math.round(((right[i] ?? 0) / peak) * 0.9 * 32767), 46 + i * 4);
}
const wav = join(tmpdir(), 'reelsmith-music.wav');
writeFileSync(wav, pcm);
const output = fileURLToPath(new URL('../assets/music/bright-loop.m4a', import.meta.url));
// Normalised to -18 LUFS: the renderer lowers and ducks it under the voice from there.
const result = spawnSync('ffmpeg', ['-v', 'error', '-y', '-i', wav, '-af', 'loudnorm=I=-18:TP=-2:LRA=11', '-ar', '48000', '-c:a', 'aac', '-b:a', '128k', output], { stdio: 'inherit' });
rmSync(wav, { force: true });
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`wrote ${output} (${SECONDS.toFixed(1)} s)`);
