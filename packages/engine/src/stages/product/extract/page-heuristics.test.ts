import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { galleryImages, mainHeading } from './page-heuristics';

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

describe('galleryImages', () => {
  const page = new URL('https://shop.example.com/p/desk-lamp');

  it("keeps the product's own pictures, also in links to their larger copies or to this page", () => {
    const $ = load(`<link rel="canonical" href="https://www.shop.example.com/products/desk-lamp-walnut/"><div class="product-gallery">
      <a href="/products/desk-lamp-walnut"><img src="https://cdn.example.net/lamp-walnut.jpg"></a>
      <a href="https://cdn.example.net/lamp-front.jpg?w=2000"><img src="https://cdn.example.net/lamp-front.jpg?w=600"></a>
      <a href="/p/desk-lamp#photo-3"><img src="https://cdn.example.net/lamp-lit.jpg"></a>
      <a href="#"><img src="https://cdn.example.net/lamp-box.jpg"></a>
    </div>`);
    expect(galleryImages($, page)).toEqual([
      'https://cdn.example.net/lamp-walnut.jpg',
      'https://cdn.example.net/lamp-front.jpg?w=600',
      'https://cdn.example.net/lamp-lit.jpg',
      'https://cdn.example.net/lamp-box.jpg',
    ]);
  });

  it("leaves out other products' pictures: in links to their pages (through a recommendation service too), in their cards, in related boxes", () => {
    const $ = load(`<div class="product-gallery"><img src="https://cdn.example.net/lamp-front.jpg"></div>
      <div class="swiper-container"><a href="/p/floor-lamp"><img src="https://cdn.example.net/floor-lamp.jpg"></a></div>
      <div class="slider"><a href="https://recs.example.org/click?to=https%3A%2F%2Fshop.example.com%2Fp%2Fshade"><img src="https://cdn.example.net/shade.jpg"></a></div>
      <div class="carousel"><div class="product-tile"><span class="swatch"><img src="https://cdn.example.net/bulb.jpg"></span></div></div>
      <section class="related-products"><div class="slider"><img src="https://cdn.example.net/desk.jpg"></div></section>`);
    expect(galleryImages($, page)).toEqual(['https://cdn.example.net/lamp-front.jpg']);
  });
});
