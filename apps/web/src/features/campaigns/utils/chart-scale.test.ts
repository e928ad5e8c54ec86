import { describe, expect, it } from 'vitest';
import { axisTicks, labelIndexes, linePath, niceStep, xAt, yAt } from './chart-scale';

const BOX = { left: 40, top: 10, width: 200, height: 100 };

describe('niceStep', () => {
  it.each([
    [0, 1],
    [0.4, 1],
    [1.5, 2],
    [3, 5],
    [7, 10],
    [12, 20],
    [260, 500],
  ])('%d → %d', (rough, step) => expect(niceStep(rough)).toBe(step));
});

describe('axisTicks', () => {
  it('goes from 0 to a round top at or above the largest value', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(42)).toEqual([0, 20, 40, 60]);
    expect(axisTicks(1000)).toEqual([0, 500, 1000]);
  });
});

describe('positions', () => {
  it('spread points across the box and values up it', () => {
    expect(xAt(0, 3, BOX)).toBe(40);
    expect(xAt(1, 3, BOX)).toBe(140);
    expect(xAt(2, 3, BOX)).toBe(240);
    expect(xAt(0, 1, BOX)).toBe(140);
    expect(yAt(0, 8, BOX)).toBe(110);
    expect(yAt(8, 8, BOX)).toBe(10);
    expect(yAt(2, 8, BOX)).toBe(85);
    expect(yAt(5, 0, BOX)).toBe(110);
  });

  it('draw a line through the values', () => {
    expect(linePath([0, 4, 8], 8, BOX)).toBe('M40 110 L140 60 L240 10');
    expect(linePath([1, 2, 1], 3, BOX)).toBe('M40 76.7 L140 43.3 L240 76.7');
    expect(linePath([], 8, BOX)).toBe('');
  });
});

describe('labelIndexes', () => {
  it('labels every point when few, else an even spread with both ends', () => {
    expect(labelIndexes(0, 6)).toEqual([]);
    expect(labelIndexes(4, 6)).toEqual([0, 1, 2, 3]);
    expect(labelIndexes(24, 6)).toEqual([0, 5, 9, 14, 18, 23]);
    expect(labelIndexes(2, 1)).toEqual([0, 1]);
  });
});
