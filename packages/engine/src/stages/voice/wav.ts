import { open, readFile } from 'node:fs/promises';

/**
 * The 44-byte header of a 16-bit PCM WAV file. Without `dataBytes`, the sizes are left unset
 * (0xFFFFFFFF), as a writer that streams leaves them.
 */
export function wavHeader(options: { sampleRate: number; channels: number; dataBytes?: number }): Buffer {
  const { sampleRate, channels, dataBytes } = options;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(dataBytes === undefined ? 0xffffffff : 36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes ?? 0xffffffff, 40);
  return header;
}

/** Format and length of a PCM WAV file. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  durationMs: number;
}

/**
 * Reads a WAV file's header: walks the RIFF chunks to "fmt " and "data". A writer that streams may
 * leave the data size unset (0 or 0xFFFFFFFF); then the file size decides.
 */
export async function readWavInfo(path: string): Promise<WavInfo> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(Math.min(size, 4096));
    await file.read(header, 0, header.length, 0);
    if (header.toString('ascii', 0, 4) !== 'RIFF' || header.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${path} is not a WAV file`);
    let offset = 12;
    let format: Omit<WavInfo, 'durationMs'> | undefined;
    while (offset + 8 <= header.length) {
      const id = header.toString('ascii', offset, offset + 4);
      const chunkSize = header.readUInt32LE(offset + 4);
      if (id === 'fmt ') {
        format = { channels: header.readUInt16LE(offset + 10), sampleRate: header.readUInt32LE(offset + 12), bitsPerSample: header.readUInt16LE(offset + 22) };
      } else if (id === 'data') {
        if (!format) throw new Error(`${path} has its data before its format`);
        const available = size - (offset + 8);
        const dataBytes = chunkSize === 0 || chunkSize === 0xffffffff || chunkSize > available ? available : chunkSize;
        const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
        return { ...format, durationMs: Math.round((dataBytes / bytesPerSecond) * 1000) };
      }
      offset += 8 + chunkSize + (chunkSize % 2);
    }
    throw new Error(`${path} has no audio data`);
  } finally {
    await file.close();
  }
}

/** The samples of a 16-bit PCM WAV file, mixed to mono, as floats in [-1, 1]. */
export async function readWavSamples(path: string): Promise<{ samples: Float32Array; sampleRate: number }> {
  const bytes = await readFile(path);
  let offset = 12;
  let channels = 1;
  let sampleRate = 0;
  let bits = 16;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      channels = bytes.readUInt16LE(offset + 10);
      sampleRate = bytes.readUInt32LE(offset + 12);
      bits = bytes.readUInt16LE(offset + 22);
    } else if (id === 'data') {
      if (bits !== 16) throw new Error(`${path} is ${bits}-bit; only 16-bit PCM is read`);
      const available = bytes.length - (offset + 8);
      const dataBytes = size === 0 || size === 0xffffffff || size > available ? available : size;
      const frames = Math.floor(dataBytes / (2 * channels));
      const samples = new Float32Array(frames);
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < channels; channel++) sum += bytes.readInt16LE(offset + 8 + (frame * channels + channel) * 2);
        samples[frame] = sum / channels / 32768;
      }
      return { samples, sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${path} has no audio data`);
}
