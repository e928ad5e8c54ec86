// Draws the pictures of the site's second example product (the "Brisa" bottle) and of the demo bank
// reminder (Acme Bank) from shapes and gradients, so the project owns them outright, as the engine's
// Aurora lamp. Portrait (3:4): a vertical ad crops them a little instead of framing them on a blur,
// so everything that matters stays in the middle 70 % of the width.
// Run: node --import tsx scripts/site-media/draw-pictures.ts (the JPEGs are committed; rerun only to change them).
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 1600;
const BOTTLE_DIR = fileURLToPath(new URL('./brisa-bottle/', import.meta.url));
const BANK_DIR = fileURLToPath(new URL('./acme-bank/', import.meta.url));

const defs = `
  <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffb38a"/><stop offset="0.55" stop-color="#f27d72"/><stop offset="1" stop-color="#b9506b"/></linearGradient>
  <linearGradient id="stone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9ddd2"/><stop offset="1" stop-color="#b9a898"/></linearGradient>
  <linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b5d5b"/><stop offset="0.28" stop-color="#1aa39a"/><stop offset="0.42" stop-color="#5fd6c8"/><stop offset="0.6" stop-color="#16867f"/><stop offset="1" stop-color="#06403f"/></linearGradient>
  <linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6f7785"/><stop offset="0.35" stop-color="#eef1f5"/><stop offset="0.6" stop-color="#b7bec9"/><stop offset="1" stop-color="#5b6270"/></linearGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cc4f2"/><stop offset="1" stop-color="#dff1fb"/></linearGradient>
  <linearGradient id="calm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#12315f"/><stop offset="1" stop-color="#0d6e6e"/></linearGradient>
  <linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd479"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
  <linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient>
  <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff7d6"/><stop offset="0.6" stop-color="#ffe39a" stop-opacity="0.7"/><stop offset="1" stop-color="#ffe39a" stop-opacity="0"/></radialGradient>
  <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="22" stdDeviation="26" flood-color="#000" flood-opacity="0.4"/></filter>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter>`;

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs>${body}</svg>`;

/** The bottle, its base at (x, y): steel cap with a carry loop, teal body, a few drops of condensation. */
function bottle(x: number, y: number, scale: number): string {
  const drops = [
    [-70, -520, 9],
    [40, -610, 7],
    [-20, -380, 11],
    [62, -300, 8],
    [-88, -180, 7],
    [30, -140, 10],
  ]
    .map(([dx, dy, r]) => `<ellipse cx="${dx}" cy="${dy}" rx="${r}" ry="${(r ?? 0) * 1.3}" fill="#e6fffb" opacity="0.55"/>`)
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})" filter="url(#shadow)">
    <path d="M -150 -40 Q -150 0 -110 0 L 110 0 Q 150 0 150 -40 L 150 -700 Q 150 -790 80 -830 L 80 -870 L -80 -870 L -80 -830 Q -150 -790 -150 -700 Z" fill="url(#body)"/>
    <rect x="-150" y="-120" width="300" height="26" fill="#06403f" opacity="0.35"/>
    ${drops}
    <rect x="-96" y="-1000" width="192" height="140" rx="30" fill="url(#steel)"/>
    <rect x="-96" y="-900" width="192" height="16" fill="#4b5260" opacity="0.5"/>
    <path d="M -60 -1000 Q -60 -1090 0 -1090 Q 60 -1090 60 -1000" fill="none" stroke="url(#steel)" stroke-width="26" stroke-linecap="round"/>
  </g>`;
}

const ice = (x: number, y: number, size: number, turn: number) =>
  `<g transform="translate(${x} ${y}) rotate(${turn})"><rect x="${-size / 2}" y="${-size / 2}" width="${size}" height="${size}" rx="${size * 0.18}" fill="#e8fbff" opacity="0.9"/><rect x="${-size / 2 + 10}" y="${-size / 2 + 10}" width="${size * 0.35}" height="${size * 0.2}" rx="8" fill="#ffffff"/></g>`;

async function save(path: string, body: string): Promise<void> {
  await sharp(Buffer.from(svg(body))).jpeg({ quality: 88, mozjpeg: true }).toFile(path);
}

await mkdir(BOTTLE_DIR, { recursive: true });
await mkdir(BANK_DIR, { recursive: true });

// 1. The bottle on a stone ledge at sunset.
await save(
  `${BOTTLE_DIR}brisa-hero.jpg`,
  `<rect width="1200" height="1600" fill="url(#dusk)"/><circle cx="600" cy="760" r="520" fill="url(#sun)"/>
   <rect y="1260" width="1200" height="340" fill="url(#stone)"/><rect y="1260" width="1200" height="8" fill="#fff" opacity="0.5"/>
   <ellipse cx="600" cy="1290" rx="230" ry="36" fill="#000" opacity="0.25" filter="url(#soft)"/>${bottle(600, 1280, 0.95)}`,
);

// 2. The cap and the ice it keeps: a close-up with cubes in a glass.
await save(
  `${BOTTLE_DIR}brisa-detail.jpg`,
  `<rect width="1200" height="1600" fill="#0f3b3a"/><circle cx="600" cy="700" r="700" fill="url(#halo)"/>
   <g transform="translate(0 420)">${bottle(500, 1500, 1.3)}</g>
   <g filter="url(#shadow)"><path d="M 710 900 L 930 900 L 906 1280 L 734 1280 Z" fill="#dff7ff" opacity="0.35"/>
   <path d="M 719 1010 L 921 1010 L 906 1280 L 734 1280 Z" fill="#7fd3e6" opacity="0.45"/>
   ${ice(780, 1060, 72, 12)}${ice(860, 1100, 64, -18)}${ice(800, 1160, 70, 30)}</g>`,
);

// 3. Out on the trail: mountains, the bottle in a backpack's side pocket.
await save(
  `${BOTTLE_DIR}brisa-trail.jpg`,
  `<rect width="1200" height="1600" fill="url(#sky)"/><circle cx="860" cy="360" r="160" fill="url(#sun)"/>
   <path d="M 0 900 L 260 520 L 470 800 L 700 470 L 1000 860 L 1200 700 L 1200 1600 L 0 1600 Z" fill="#5b7f99"/>
   <path d="M 630 570 L 700 470 L 770 560 L 730 540 L 700 580 L 670 550 Z" fill="#ffffff"/>
   <path d="M 0 1040 Q 300 920 600 1000 T 1200 980 L 1200 1600 L 0 1600 Z" fill="#4e8a55"/>
   <path d="M 0 1220 Q 400 1140 1200 1240 L 1200 1600 L 0 1600 Z" fill="#3a6b40"/>
   <g filter="url(#shadow)"><rect x="330" y="800" width="420" height="560" rx="100" fill="#e0783f"/>
   <rect x="380" y="1030" width="320" height="250" rx="50" fill="#c7612d"/>
   <rect x="390" y="760" width="50" height="170" rx="25" fill="#2f3640"/><rect x="640" y="760" width="50" height="170" rx="25" fill="#2f3640"/></g>
   ${bottle(790, 1330, 0.55)}<rect x="710" y="1110" width="165" height="230" rx="36" fill="#c7612d"/>`,
);

// Acme Bank: a phone with a payment confirmed and a bank card behind it, on calm blue-green.
await save(
  `${BANK_DIR}acme-pay.jpg`,
  `<rect width="1200" height="1600" fill="url(#calm)"/><circle cx="600" cy="860" r="640" fill="url(#halo)"/>
   <g filter="url(#shadow)" transform="rotate(-8 760 1100)"><rect x="600" y="990" width="330" height="210" rx="26" fill="url(#card)"/>
   <rect x="780" y="1040" width="70" height="52" rx="10" fill="#fde68a"/><rect x="640" y="1150" width="220" height="18" rx="9" fill="#92400e" opacity="0.55"/></g>
   <g filter="url(#shadow)"><rect x="430" y="560" width="340" height="700" rx="54" fill="#0b0f19"/>
   <rect x="448" y="578" width="304" height="664" rx="40" fill="url(#screen)"/>
   <rect x="448" y="578" width="304" height="120" rx="40" fill="#12315f"/><rect x="448" y="650" width="304" height="48" fill="#12315f"/>
   <circle cx="600" cy="860" r="90" fill="#10b981"/><path d="M 556 862 L 588 895 L 646 828" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
   <rect x="500" y="1000" width="200" height="20" rx="10" fill="#94a3b8"/><rect x="530" y="1040" width="140" height="16" rx="8" fill="#cbd5e1"/>
   <rect x="490" y="1140" width="220" height="68" rx="34" fill="#0d6e6e"/></g>`,
);

// A calendar page with one day marked, and a clock: a date to keep, not a threat.
const days = Array.from({ length: 28 }, (_, i) => {
  const col = i % 7;
  const row = Math.floor(i / 7);
  const marked = i === 18;
  return `<rect x="${370 + col * 68}" y="${820 + row * 68}" width="52" height="52" rx="12" fill="${marked ? '#f59e0b' : '#e2e8f0'}"/>`;
}).join('');
await save(
  `${BANK_DIR}acme-date.jpg`,
  `<rect width="1200" height="1600" fill="url(#calm)"/><circle cx="600" cy="880" r="640" fill="url(#halo)"/>
   <g filter="url(#shadow)"><rect x="340" y="620" width="520" height="490" rx="40" fill="#ffffff"/>
   <path d="M 340 660 Q 340 620 380 620 L 820 620 Q 860 620 860 660 L 860 770 L 340 770 Z" fill="#0d6e6e"/>
   <rect x="430" y="575" width="30" height="95" rx="15" fill="#334155"/><rect x="740" y="575" width="30" height="95" rx="15" fill="#334155"/>${days}</g>
   <g filter="url(#shadow)"><circle cx="800" cy="1130" r="110" fill="#ffffff"/><circle cx="800" cy="1130" r="90" fill="#f1f5f9"/>
   <path d="M 800 1130 L 800 1068 M 800 1130 L 848 1158" stroke="#12315f" stroke-width="18" stroke-linecap="round"/></g>`,
);

// Two speech bubbles: a customer who needs more time can simply write back.
await save(
  `${BANK_DIR}acme-talk.jpg`,
  `<rect width="1200" height="1600" fill="url(#calm)"/><circle cx="600" cy="860" r="640" fill="url(#halo)"/>
   <g filter="url(#shadow)"><path d="M 380 600 L 780 600 Q 830 600 830 650 L 830 860 Q 830 910 780 910 L 520 910 L 430 990 L 450 910 L 380 910 Q 330 910 330 860 L 330 650 Q 330 600 380 600 Z" fill="#ffffff"/>
   <circle cx="470" cy="755" r="34" fill="#0d6e6e"/><circle cx="580" cy="755" r="34" fill="#0d6e6e"/><circle cx="690" cy="755" r="34" fill="#0d6e6e"/></g>
   <g filter="url(#shadow)"><path d="M 500 1010 L 820 1010 Q 870 1010 870 1060 L 870 1200 Q 870 1250 820 1250 L 790 1250 L 800 1320 L 720 1250 L 500 1250 Q 450 1250 450 1200 L 450 1060 Q 450 1010 500 1010 Z" fill="url(#card)"/>
   <path d="M 590 1132 L 640 1180 L 730 1090" fill="none" stroke="#ffffff" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/></g>`,
);

// The bank's mark for the end card: a rounded square with an "A" drawn as strokes (no font needed).
await sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">
      <rect x="150" y="0" width="300" height="300" rx="72" fill="#ffffff"/>
      <path d="M 210 240 L 300 60 L 390 240 M 245 175 L 355 175" fill="none" stroke="#0d6e6e" stroke-width="42" stroke-linecap="round" stroke-linejoin="round"/>
    </svg>`,
  ),
)
  .png()
  .toFile(`${BANK_DIR}acme-mark.png`);

console.log(`wrote ${BOTTLE_DIR} and ${BANK_DIR}`);
