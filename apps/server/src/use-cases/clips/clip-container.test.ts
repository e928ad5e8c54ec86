import { describe, expect, it } from 'vitest';
import { clipContainerOf } from './clip-container';

/** An ftyp box: its size, 'ftyp', the major brand, a minor version, then compatible brands. */
function ftyp(major: string, compatible: string[], declaredSize?: number): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(declaredSize ?? size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  // The next box begins: a real file goes on with moov or mdat.
  box.write('\0\0\0\x08free', size, 'latin1');
  return box;
}

/** An EBML header with the given DocType, as Matroska and WebM files open. */
function ebml(docType: string): Uint8Array {
  const version = [0x42, 0x86, 0x81, 0x01];
  const type = [0x42, 0x82, 0x80 | docType.length, ...Buffer.from(docType, 'latin1')];
  const body = [...version, ...type];
  return Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length, ...body, 0x18, 0x53, 0x80, 0x67]);
}

describe('clipContainerOf', () => {
  it('tells MP4 and MOV by their ftyp box', () => {
    expect(clipContainerOf(ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41']))).toBe('mp4');
    expect(clipContainerOf(ftyp('mp42', []))).toBe('mp4');
    expect(clipContainerOf(ftyp('3gp5', ['3gp5', 'isom']))).toBe('mp4');
    expect(clipContainerOf(ftyp('qt  ', ['qt  ']))).toBe('mov');
    // An M4A names an MP4 brand among its compatible ones: it is read, and ffprobe then finds no picture.
    expect(clipContainerOf(ftyp('M4A ', ['M4A ', 'mp42', 'isom']))).toBe('mp4');
  });

  it('tells WebM by its EBML DocType, and nothing else of the Matroska family', () => {
    expect(clipContainerOf(ebml('webm'))).toBe('webm');
    expect(clipContainerOf(ebml('matroska'))).toBeNull();
  });

  it('refuses pictures in ISO boxes, archives, text, and broken headers', () => {
    expect(clipContainerOf(ftyp('heic', ['mif1', 'heic']))).toBeNull();
    expect(clipContainerOf(ftyp('avif', ['avif', 'mif1', 'miaf']))).toBeNull();
    expect(clipContainerOf(Buffer.from('PK\x03\x04\x14\0\0\0\x08\0rest of a zip archive', 'latin1'))).toBeNull();
    expect(clipContainerOf(Buffer.from('this is a text file named clip.mp4\n'))).toBeNull();
    expect(clipContainerOf(ftyp('isom', ['isom'], 4))).toBeNull();
    expect(clipContainerOf(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]))).toBeNull();
    expect(clipContainerOf(new Uint8Array())).toBeNull();
  });
});
