/** The drawing area of a chart inside its SVG viewBox. */
export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The step between gridlines for counts: 1, 2 or 5 times a power of ten, never under 1 (views are whole). */
export function niceStep(rough: number): number {
  if (!(rough > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

/** The values of the y axis's gridlines, from 0 to a round top at or above `max` (about `intervals` steps). */
export function axisTicks(max: number, intervals = 4): number[] {
  const step = niceStep(Math.max(0, max) / intervals);
  const top = Math.max(step, Math.ceil(Math.max(0, max) / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Where the point `index` of `count` sits across the box (a single point in the middle). */
export function xAt(index: number, count: number, box: PlotBox): number {
  return round(count <= 1 ? box.left + box.width / 2 : box.left + (index / (count - 1)) * box.width);
}

/** Where a value sits up the box, the axis going from 0 at the bottom to `top`. */
export function yAt(value: number, top: number, box: PlotBox): number {
  const share = top > 0 ? Math.min(1, Math.max(0, value / top)) : 0;
  return round(box.top + box.height - share * box.height);
}

/** An SVG path joining the values left to right ('' without values). */
export function linePath(values: readonly number[], top: number, box: PlotBox): string {
  return values.map((value, index) => `${index === 0 ? 'M' : 'L'}${xAt(index, values.length, box)} ${yAt(value, top, box)}`).join(' ');
}

/** Which points get a label under the axis: at most `max`, evenly spread, the first and the last always. */
export function labelIndexes(count: number, max: number): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, index) => index);
  const gaps = Math.max(1, max - 1);
  return [...new Set(Array.from({ length: gaps + 1 }, (_, index) => Math.round((index * (count - 1)) / gaps)))];
}
