import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

/** The typefaces of the ads: Montserrat ExtraBold for headlines, Inter for everything else (OFL). */
export const FONT_FAMILIES = {
  display: { family: 'Montserrat', weight: 800, file: 'Montserrat_800ExtraBold.ttf' },
  body: { family: 'Inter', weight: 600, file: 'Inter_600SemiBold.ttf' },
  strong: { family: 'Inter', weight: 800, file: 'Inter_800ExtraBold.ttf' },
  light: { family: 'Inter', weight: 400, file: 'Inter_400Regular.ttf' },
} as const;

/** A role a text plays, which decides its typeface. */
export type FontRole = keyof typeof FONT_FAMILIES;

const FONT_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));

interface LoadedFonts {
  /** For satori. */
  satori: { name: string; data: Buffer; weight: 400 | 600 | 800; style: 'normal' }[];
  /** For measuring text. */
  metrics: Record<FontRole, opentype.Font>;
}

let loaded: LoadedFonts | undefined;

/** The bundled fonts, read once per process. */
export function fonts(): LoadedFonts {
  if (loaded) return loaded;
  const files = new Map<string, Buffer>();
  const read = (file: string) => {
    let data = files.get(file);
    if (!data) {
      data = readFileSync(`${FONT_DIR}${file}`);
      files.set(file, data);
    }
    return data;
  };
  const roles = Object.entries(FONT_FAMILIES) as [FontRole, (typeof FONT_FAMILIES)[FontRole]][];
  const metrics = Object.fromEntries(
    roles.map(([role, font]) => {
      const data = read(font.file);
      return [role, opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength))];
    }),
  ) as Record<FontRole, opentype.Font>;
  const satori = [...new Map(roles.map(([, font]) => [`${font.family}-${font.weight}`, font])).values()].map((font) => ({
    name: font.family,
    data: read(font.file),
    weight: font.weight,
    style: 'normal' as const,
  }));
  loaded = { satori, metrics };
  return loaded;
}
