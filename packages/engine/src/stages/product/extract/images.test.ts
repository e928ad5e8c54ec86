import { describe, expect, it } from 'vitest';
import { dedupeImages, imageIdentity, isJunkImage } from './images';

describe('images', () => {
  it('counts one picture at several sizes once, keeping the largest, in first-seen order', () => {
    expect(
      dedupeImages([
        'https://m.media-amazon.com/images/I/61Ab._AC_SX425_.jpg',
        'https://i.ebayimg.com/images/g/XyZ/s-l500.jpg',
        'https://m.media-amazon.com/images/I/61Ab._AC_SL1500_.jpg',
        'https://i.ebayimg.com/images/g/XyZ/s-l1600.jpg',
        'https://shop.example.com/wp-content/uploads/lamp-300x300.jpg',
        'https://shop.example.com/wp-content/uploads/lamp.jpg',
        'https://cdn.example.com/p.jpg?w=200&h=200',
        'https://cdn.example.com/p.jpg?w=1200&h=1200',
      ]),
    ).toEqual([
      'https://m.media-amazon.com/images/I/61Ab._AC_SL1500_.jpg',
      'https://i.ebayimg.com/images/g/XyZ/s-l1600.jpg',
      'https://shop.example.com/wp-content/uploads/lamp.jpg',
      'https://cdn.example.com/p.jpg?w=1200&h=1200',
    ]);
  });

  it('knows Shopify and Mercado Livre size markers', () => {
    expect(imageIdentity('https://cdn.shopify.com/s/files/1/products/x_grande.jpg?v=1').key).toBe(imageIdentity('https://cdn.shopify.com/s/files/1/products/x.jpg?v=1').key);
    expect(imageIdentity('https://http2.mlstatic.com/D_NQ_NP_2X_612345-MLB7123_092023-F.webp').key).toBe(imageIdentity('https://http2.mlstatic.com/D_612345-MLB7123_092023-O.jpg').key);
  });

  it('skips logos, icons, sprites, tracking pixels and tiny pictures', () => {
    expect(isJunkImage('https://shop.example.com/img/logo.png')).toBe(true);
    expect(isJunkImage('https://shop.example.com/icons/cart.png')).toBe(true);
    expect(isJunkImage('https://shop.example.com/sprite-2x.png')).toBe(true);
    expect(isJunkImage('https://px.example.com/pixel.gif')).toBe(true);
    expect(isJunkImage('https://shop.example.com/p.jpg', { width: 32, height: 32 })).toBe(true);
    expect(isJunkImage('https://shop.example.com/starter-kit.jpg')).toBe(false);
  });
});
