import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { mainHeading } from './page-heuristics';

describe('mainHeading', () => {
  it('keeps the parts a theme sets in boxes of their own apart, and runs styled letters on', () => {
    const ikea = load('<h1><div class="title">MÖCKELBY</div><div><span>Table, oak</span><span>235x100 cm</span></div></h1>');
    expect(mainHeading(ikea)).toBe('MÖCKELBY Table, oak 235x100 cm');
    expect(mainHeading(load('<h1>i<b>Phone</b> 12 <small>Pro</small></h1>'))).toBe('iPhone 12 Pro');
  });

  it("leaves out an icon's styles and scripts inside the heading", () => {
    const $ = load('<h1><svg viewBox="0 0 8 8"><style>.a{fill:#040037;}</style><path class="a" d="M0 0h8v8H0z"/></svg>Desk lamp<script>track()</script></h1>');
    expect(mainHeading($)).toBe('Desk lamp');
  });
});
