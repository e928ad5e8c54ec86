// Draws the bundled example product, the "Aurora" desk lamp, as three studio shots
// (assets/examples/aurora-lamp/*.jpg). Drawn here from shapes and gradients, so the project owns
// them outright. Run: node --import tsx packages/engine/scripts/make-examples.ts
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../assets/examples/aurora-lamp/', import.meta.url));
const SIZE = 1600;

const defs = `
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3550"/><stop offset="1" stop-color="#151a2b"/></linearGradient>
  <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c8935f"/><stop offset="1" stop-color="#8a5a32"/></linearGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e8ebf2"/><stop offset="0.5" stop-color="#b8bfcc"/><stop offset="1" stop-color="#7d8596"/></linearGradient>
  <linearGradient id="metalDark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3c4254"/><stop offset="1" stop-color="#1d2130"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0" r="1"><stop offset="0" stop-color="#fff4d6" stop-opacity="0.95"/><stop offset="0.45" stop-color="#ffd98a" stop-opacity="0.35"/><stop offset="1" stop-color="#ffcf70" stop-opacity="0"/></radialGradient>
  <radialGradient id="pool" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff1c9" stop-opacity="0.85"/><stop offset="1" stop-color="#ffdca0" stop-opacity="0"/></radialGradient>
  <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe7b0" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe7b0" stop-opacity="0"/></radialGradient>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>
  <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#000" flood-opacity="0.45"/></filter>`;

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${defs}</defs>${body}</svg>`;

const room = `<rect width="1600" height="1600" fill="url(#wall)"/><rect y="1080" width="1600" height="520" fill="url(#desk)"/><rect y="1080" width="1600" height="10" fill="#e9b98a" opacity="0.6"/>`;

function lamp(x: number, y: number, scale: number, lit: boolean): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" filter="url(#shadow)">
    ${lit ? `<path d="M 230 -560 L -120 60 L 620 60 Z" fill="url(#glow)" opacity="0.8"/>` : ''}
    <ellipse cx="0" cy="40" rx="190" ry="46" fill="url(#metalDark)"/>
    <ellipse cx="0" cy="28" rx="190" ry="42" fill="url(#metal)"/>
    <circle cx="120" cy="26" r="12" fill="#6ee7b7"/>
    <rect x="-22" y="-440" width="44" height="470" rx="22" fill="url(#metal)"/>
    <circle cx="0" cy="-450" r="40" fill="url(#metalDark)"/>
    <g transform="rotate(62 0 -450)"><rect x="-20" y="-820" width="40" height="380" rx="20" fill="url(#metal)"/></g>
    <circle cx="335" cy="-628" r="34" fill="url(#metalDark)"/>
    <g transform="rotate(18 335 -628)">
      <path d="M 250 -650 L 470 -650 L 520 -560 L 200 -560 Z" fill="url(#metalDark)"/>
      <rect x="214" y="-572" width="292" height="16" rx="8" fill="${lit ? '#fff6dc' : '#cfd5e2'}"/>
    </g>
  </g>`;
}

async function save(name: string, body: string): Promise<void> {
  await sharp(Buffer.from(svg(body))).jpeg({ quality: 90, mozjpeg: true }).toFile(`${OUT}${name}`);
}

// 1. The hero: the lamp lit on a wooden desk, a pool of warm light under it.
await save(
  'aurora-hero.jpg',
  `${room}<ellipse cx="930" cy="1130" rx="520" ry="110" fill="url(#pool)" filter="url(#soft)"/><circle cx="1050" cy="520" r="380" fill="url(#halo)"/>${lamp(700, 1090, 1.25, true)}`,
);

// 2. The head: five brightness levels on the touch ring.
const dots = [0, 1, 2, 3, 4].map((i) => `<circle cx="${560 + i * 120}" cy="1040" r="30" fill="${i < 4 ? '#ffd98a' : '#4b5265'}"/>`).join('');
await save(
  'aurora-detail.jpg',
  `<rect width="1600" height="1600" fill="url(#wall)"/><circle cx="800" cy="760" r="620" fill="url(#halo)"/>
   <g filter="url(#shadow)"><path d="M 330 520 L 1270 520 L 1420 880 L 180 880 Z" fill="url(#metalDark)"/>
   <rect x="230" y="850" width="1140" height="50" rx="25" fill="#fff6dc"/></g>
   <path d="M 280 900 L 1320 900 L 1600 1600 L 0 1600 Z" fill="url(#glow)" opacity="0.55"/>
   <rect x="500" y="990" width="600" height="100" rx="50" fill="#1d2130" opacity="0.85"/>${dots}`,
);

// 3. Folded flat for travel, with a phone charging on its base.
await save(
  'aurora-travel.jpg',
  `${room}<g filter="url(#shadow)"><rect x="380" y="1160" width="840" height="90" rx="45" fill="url(#metalDark)"/>
   <rect x="380" y="1140" width="840" height="70" rx="35" fill="url(#metal)"/>
   <rect x="430" y="1100" width="520" height="44" rx="22" fill="url(#metal)"/>
   <path d="M 950 1090 L 1130 1090 L 1160 1140 L 920 1140 Z" fill="url(#metalDark)"/></g>
   <g filter="url(#shadow)" transform="rotate(-7 640 1140)"><rect x="490" y="540" width="300" height="600" rx="44" fill="#0b0d14"/>
   <rect x="506" y="556" width="268" height="568" rx="32" fill="#1f3b73"/><circle cx="640" cy="780" r="70" fill="#6ee7b7" opacity="0.9"/>
   <path d="M 630 740 L 610 790 L 640 790 L 625 830 L 670 770 L 640 770 L 655 740 Z" fill="#0b0d14"/></g>`,
);
console.log(`wrote ${OUT}`);
