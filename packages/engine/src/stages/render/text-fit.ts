import type opentype from 'opentype.js';
import { fonts, type FontRole } from './fonts';

/** A text laid out for a box: its size and its lines. */
export interface FittedText {
  fontSize: number;
  lines: string[];
  /** Width of the widest line, in pixels. */
  width: number;
  /** Height of all lines. */
  height: number;
  /** True when the text had to be shortened to fit. */
  truncated: boolean;
}

/**
 * Width of a text in a font role at a size: glyph advances plus pair kerning, as satori draws it.
 * Measured glyph by glyph because opentype.js cannot apply some of Inter's substitution lookups
 * (its string API always runs them); ligatures barely change a line's width, and fitText keeps a
 * margin for that.
 */
export function measureText(text: string, role: FontRole, fontSize: number): number {
  const font = fonts().metrics[role];
  const scale = fontSize / font.unitsPerEm;
  let width = 0;
  let previous: opentype.Glyph | undefined;
  for (const char of text) {
    const glyph = font.charToGlyph(char);
    width += (glyph.advanceWidth ?? 0) * scale;
    if (previous) width += font.getKerningValue(previous, glyph) * scale;
    previous = glyph;
  }
  return width;
}

/** Greedy line breaking at spaces; a word longer than a line is cut where it must be. */
function wrap(text: string, role: FontRole, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measureText(candidate, role, fontSize) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measureText(rest, role, fontSize) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measureText(rest.slice(0, cut), role, fontSize) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Shortens the last line with an ellipsis until it fits. */
function ellipsize(line: string, role: FontRole, fontSize: number, width: number): string {
  let text = line.trimEnd();
  while (text.length > 1 && measureText(`${text}…`, role, fontSize) > width) text = text.slice(0, -1).trimEnd();
  return `${text.replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The largest size (from max down to min) at which the text fits the box in at most maxLines lines.
 * At the smallest size, a text that still does not fit keeps its first lines and ends with "…".
 * Widths are measured with the font's own metrics and a small margin, so what satori draws fits too.
 */
export function fitText(options: {
  text: string;
  role: FontRole;
  box: { width: number; height: number };
  maxSize: number;
  minSize: number;
  maxLines: number;
  lineHeight?: number;
}): FittedText {
  const { text, role, box, maxSize, minSize, maxLines, lineHeight = 1.15 } = options;
  const width = box.width * 0.98;
  const clean = text.replace(/\s+/g, ' ').trim();
  for (let fontSize = maxSize; fontSize >= minSize; fontSize -= 2) {
    const lines = wrap(clean, role, fontSize, width);
    const height = lines.length * fontSize * lineHeight;
    if (lines.length <= maxLines && height <= box.height) {
      return { fontSize, lines, width: Math.max(...lines.map((l) => measureText(l, role, fontSize))), height, truncated: false };
    }
  }
  const fontSize = minSize;
  const fitLines = Math.max(1, Math.min(maxLines, Math.floor(box.height / (fontSize * lineHeight))));
  const all = wrap(clean, role, fontSize, width);
  const lines = all.slice(0, fitLines);
  if (all.length > fitLines) lines[fitLines - 1] = ellipsize(lines[fitLines - 1] ?? '', role, fontSize, width);
  return { fontSize, lines, width: Math.max(...lines.map((l) => measureText(l, role, fontSize))), height: lines.length * fontSize * lineHeight, truncated: all.length > fitLines };
}
