/**
 * Integrated loudness (EBU R128 / ITU-R BS.1770-4) of mono PCM, measured in-process: K-weighting
 * (a high shelf, then a high pass, designed for any sample rate from the standard's analogue
 * prototypes), 400 ms blocks every 100 ms, an absolute gate at -70 LUFS and a relative gate 10 LU below.
 * Several clips are measured as one programme: their blocks are pooled, silence between them is gated.
 */

/** A second-order IIR section, normalised so a0 = 1. */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

// The K-weighting stages designed by bilinear transform for any sample rate; at 48 kHz these give
// the coefficients BS.1770-4 publishes (a test checks), which the cookbook shelf formula does not.
function highShelf(sampleRate: number): Biquad {
  const f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  const q = 0.7071752369554196;
  const k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / q + k * k;
  return {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
}

function highPass(sampleRate: number): Biquad {
  const f0 = 38.13547087602444;
  const q = 0.5003270373238773;
  const k = Math.tan((Math.PI * f0) / sampleRate);
  const a0 = 1 + k / q + k * k;
  return { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
}

/** The two K-weighting stages for a sample rate (exported for the coefficient test). */
export function kWeighting(sampleRate: number): [Biquad, Biquad] {
  return [highShelf(sampleRate), highPass(sampleRate)];
}

function filter(samples: Float32Array, f: Biquad): Float32Array {
  const out = new Float32Array(samples.length);
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (let i = 0; i < samples.length; i++) {
    const x0 = samples[i] ?? 0;
    const y0 = f.b0 * x0 + f.b1 * x1 + f.b2 * x2 - f.a1 * y1 - f.a2 * y2;
    out[i] = y0;
    x2 = x1;
    x1 = x0;
    y2 = y1;
    y1 = y0;
  }
  return out;
}

/** Mean squares of the K-weighted 400 ms blocks (75 % overlap) of one clip. */
function blockPowers(samples: Float32Array, sampleRate: number): number[] {
  const weighted = filter(filter(samples, highShelf(sampleRate)), highPass(sampleRate));
  const block = Math.round(0.4 * sampleRate);
  const step = Math.round(0.1 * sampleRate);
  const powers: number[] = [];
  for (let start = 0; start + block <= weighted.length; start += step) {
    let sum = 0;
    for (let i = start; i < start + block; i++) sum += (weighted[i] ?? 0) ** 2;
    powers.push(sum / block);
  }
  return powers;
}

const loudness = (power: number) => -0.691 + 10 * Math.log10(power);

/** Integrated loudness in LUFS of mono clips taken together; -Infinity for silence. */
export function integratedLoudness(clips: readonly { samples: Float32Array; sampleRate: number }[]): number {
  const powers = clips.flatMap((clip) => blockPowers(clip.samples, clip.sampleRate));
  const aboveAbsolute = powers.filter((p) => loudness(p) > -70);
  if (aboveAbsolute.length === 0) return -Infinity;
  const relativeGate = loudness(aboveAbsolute.reduce((a, b) => a + b, 0) / aboveAbsolute.length) - 10;
  const gated = aboveAbsolute.filter((p) => loudness(p) > relativeGate);
  return loudness(gated.reduce((a, b) => a + b, 0) / gated.length);
}
