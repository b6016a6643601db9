// Renders the site's media from drawn art in headless Chromium: the home hero (immortelle stems swaying over a
// moss ground, encoded by ffmpeg into a seamless WebM (VP9) and MP4 (H.264) loop, and WebP posters) and the
// journal's WebP covers. The hero needs ffmpeg and cwebp (Debian: apt-get install -y ffmpeg webp); the covers and
// the phone-width poster only Chromium.
// Run: npx tsx scripts/media/render-hero-media.mjs [--journal-only | --poster-only]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from '../chromium-path.mjs';
import { COVER_WIDTHS, coverFile, journalCover } from '../../src/content/journal/meta.ts';
import { JOURNAL_COVERS } from './journal-covers.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'public/media');
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 8;
/** The poster's width for phones, beside the 640 and 1280 px files. */
const POSTER_PHONE_WIDTH = 828;
const FRAMES = FPS * SECONDS;

// A seeded generator, so that every run draws the same meadow.
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function scene() {
  const rand = random(1863);
  const stems = [];
  // Three depths: far stems small and faded, near ones large and bright. Kept right of the title's area.
  const layers = [
    { count: 16, scale: 0.55, opacity: 0.45, from: 0.28, to: 1.02 },
    { count: 12, scale: 0.8, opacity: 0.7, from: 0.38, to: 1.02 },
    { count: 8, scale: 1.1, opacity: 1, from: 0.5, to: 0.98 },
  ];
  for (const layer of layers) {
    for (let i = 0; i < layer.count; i += 1) {
      const x = WIDTH * (layer.from + (layer.to - layer.from) * ((i + rand() * 0.8) / layer.count));
      const height = HEIGHT * (0.35 + rand() * 0.3) * layer.scale * 1.35;
      stems.push({
        x,
        height,
        lean: (rand() - 0.5) * 60 * layer.scale,
        scale: layer.scale,
        opacity: layer.opacity,
        amplitude: 1.2 + rand() * 2.2,
        phase: rand() * Math.PI * 2,
        florets: 9 + Math.floor(rand() * 8),
        seed: Math.floor(rand() * 1e9),
      });
    }
  }
  const motes = Array.from({ length: 26 }, () => ({
    x: WIDTH * (0.3 + rand() * 0.7),
    y: rand() * HEIGHT,
    r: 1.2 + rand() * 2.2,
    drift: 20 + rand() * 40,
    phase: rand() * Math.PI * 2,
    opacity: 0.25 + rand() * 0.45,
  }));
  return { stems, motes };
}

function pageHtml(data) {
  return `<!doctype html><html><head><style>html,body{margin:0;background:#2c3626}svg{display:block}</style></head>
<body><svg id="art" xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
  <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#222a1d"/><stop offset="0.55" stop-color="#323e2b"/><stop offset="1" stop-color="#46543b"/>
  </linearGradient>
  <radialGradient id="sun" cx="0.78" cy="0.28" r="0.55">
    <stop offset="0" stop-color="#e8c98a" stop-opacity="0.38"/><stop offset="1" stop-color="#e8c98a" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ground)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sun)"/>
<g id="stems"></g><g id="motes"></g>
</svg>
<script>
const data = ${JSON.stringify(data)};
const NS = 'http://www.w3.org/2000/svg';
const W = ${WIDTH}, H = ${HEIGHT};
function rng(seed) { let s = seed; return () => { s = (s * 1664525 + 1013904223) % 4294967296; return s / 4294967296; }; }
const stemGroups = data.stems.map((stem) => {
  const r = rng(stem.seed);
  const g = document.createElementNS(NS, 'g');
  g.setAttribute('opacity', stem.opacity);
  const topX = stem.x + stem.lean, topY = H - stem.height;
  const ctrlX = stem.x + stem.lean * 0.2, ctrlY = H - stem.height * 0.55;
  const point = (t) => [
    (1 - t) * (1 - t) * stem.x + 2 * (1 - t) * t * ctrlX + t * t * topX,
    (1 - t) * (1 - t) * (H + 10) + 2 * (1 - t) * t * ctrlY + t * t * topY,
  ];
  let svg = '<path d="M' + stem.x + ' ' + (H + 10) + 'Q' + ctrlX + ' ' + ctrlY + ' ' + topX + ' ' + topY +
    '" fill="none" stroke="#9aa88c" stroke-width="' + (2.6 * stem.scale) + '" stroke-linecap="round"/>';
  // Immortelle leaves: narrow, silver-green, paired up the stem.
  for (let k = 1; k <= 6; k += 1) {
    const t = k / 7.5;
    const [x, y] = point(t);
    const side = k % 2 ? 1 : -1;
    const len = (34 - k * 2.5) * stem.scale;
    svg += '<path d="M' + x + ' ' + y + 'q' + (side * len * 0.5) + ' ' + (-len * 0.15) + ' ' + (side * len) + ' ' + (-len * 0.75) +
      'q' + (-side * len * 0.6) + ' ' + (len * 0.15) + ' ' + (-side * len) + ' ' + (len * 0.75) + 'z" fill="#b7c2a6" opacity="0.85"/>';
  }
  // The flower head: a dome of small golden buttons.
  for (let f = 0; f < stem.florets; f += 1) {
    const a = r() * Math.PI * 2, d = Math.sqrt(r()) * 16 * stem.scale;
    const cx = topX + Math.cos(a) * d * 1.3, cy = topY + Math.sin(a) * d * 0.7 - 4 * stem.scale;
    const rr = (4.2 + r() * 2) * stem.scale;
    svg += '<circle cx="' + cx + '" cy="' + cy + '" r="' + rr + '" fill="#e2b23e"/>' +
      '<circle cx="' + (cx - rr * 0.2) + '" cy="' + (cy - rr * 0.2) + '" r="' + (rr * 0.42) + '" fill="#b8761c"/>';
  }
  g.innerHTML = svg;
  document.getElementById('stems').appendChild(g);
  return g;
});
const moteEls = data.motes.map((m) => {
  const c = document.createElementNS(NS, 'circle');
  c.setAttribute('r', m.r); c.setAttribute('fill', '#f1d58f'); c.setAttribute('opacity', m.opacity);
  document.getElementById('motes').appendChild(c);
  return c;
});
// t runs from 0 to 1 over the loop; every motion is periodic in t, so the last frame leads into the first.
window.draw = (t) => {
  const turn = Math.PI * 2 * t;
  data.stems.forEach((stem, i) => {
    const angle = stem.amplitude * Math.sin(turn + stem.phase);
    stemGroups[i].setAttribute('transform', 'rotate(' + angle + ' ' + stem.x + ' ' + (H + 10) + ')');
  });
  data.motes.forEach((m, i) => {
    const y = ((m.y - t * H * 0.5) % H + H) % H;
    const y2 = ((m.y - t * H * 0.5 - H * 0.5) % H + H) % H; // a second pass half a screen behind
    const x = m.x + Math.sin(turn + m.phase) * m.drift;
    moteEls[i].setAttribute('cx', x);
    moteEls[i].setAttribute('cy', i % 2 ? y : y2);
  });
};
window.draw(0);
</script></body></html>`;
}

/**
 * Draws an image (a data URL) at a size on a canvas in the page and writes it to public/media/<name> as WebP,
 * encoded by Chromium's own libwebp (`smooth`: high-quality scaling, for a bitmap drawn smaller).
 */
async function writeWebp(page, name, { src, width, height, quality, smooth = false }) {
  const dataUrl = await page.evaluate(
    async ({ src: source, width: w, height: h, quality: q, smooth: high }) => {
      const { Image, document } = globalThis; // in the page
      const image = new Image(w, h);
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (high) context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, w, h);
      return canvas.toDataURL('image/webp', q);
    },
    { src, width, height, quality, smooth },
  );
  const file = path.join(out, name);
  writeFileSync(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  console.log(name.padEnd(28), `${(statSync(file).size / 1024).toFixed(1)} KB`);
}

const journalOnly = process.argv.includes('--journal-only');
const posterOnly = process.argv.includes('--poster-only');
const frames = mkdtempSync(path.join(os.tmpdir(), 'hero-frames-'));
mkdirSync(path.join(out, 'journal'), { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  if (!journalOnly) {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    await page.setContent(pageHtml(scene()));
    for (let i = 0; i < (posterOnly ? 1 : FRAMES); i += 1) {
      await page.evaluate((t) => globalThis.draw(t), i / FRAMES);
      await page.screenshot({ path: path.join(frames, `f${String(i).padStart(4, '0')}.png`) });
    }
  }
  // The poster at the phone width (a 412 px screen at 1.75 dppx wants 721 px: HERO_POSTER in src/content/hero.ts),
  // from the loop's first frame, encoded by Chromium's libwebp as the covers are.
  const encoder = await browser.newPage();
  if (!journalOnly) {
    const png = readFileSync(path.join(frames, 'f0000.png')).toString('base64');
    await writeWebp(encoder, `hero-poster-${POSTER_PHONE_WIDTH}.webp`, {
      src: `data:image/png;base64,${png}`,
      width: POSTER_PHONE_WIDTH,
      height: Math.round((POSTER_PHONE_WIDTH * HEIGHT) / WIDTH),
      quality: 0.72,
      smooth: true,
    });
  }
  if (posterOnly) process.exit(0);
  // The journal's covers: each drawing rendered from its vector art at every width the pages' srcset offers
  // (COVER_WIDTHS in src/content/journal/meta.ts) and encoded to WebP by Chromium's own libwebp, through
  // canvas.toDataURL: no cwebp needed. (The committed full-width files came from cwebp -m 6, about 4% smaller.)
  for (const [name, svg] of Object.entries(JOURNAL_COVERS)) {
    const full = journalCover(name);
    for (const width of COVER_WIDTHS) {
      await writeWebp(encoder, `journal/${coverFile(name, width)}`, {
        src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
        width,
        height: Math.round((width * full.height) / full.width),
        quality: 0.74,
      });
    }
  }
} finally {
  await browser.close();
}
if (journalOnly || posterOnly) {
  rmSync(frames, { recursive: true, force: true });
  process.exit(0);
}
const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(frames, 'f%04d.png')];
execFileSync('ffmpeg', [
  ...input,
  ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-cpu-used', '2'],
  ...['-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', path.join(out, 'hero-loop.webm')],
]);
execFileSync('ffmpeg', [
  ...input,
  ...['-c:v', 'libx264', '-crf', '30', '-preset', 'slow', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
  ...['-movflags', '+faststart', '-an', path.join(out, 'hero-loop.mp4')],
]);
// The poster is the loop's first frame, so the video takes over without a jump.
const first = path.join(frames, 'f0000.png');
execFileSync('cwebp', [
  '-quiet',
  '-q',
  '72',
  '-m',
  '6',
  first,
  '-o',
  path.join(out, 'hero-poster-1280.webp'),
]);
execFileSync('cwebp', [
  '-quiet',
  '-q',
  '70',
  '-m',
  '6',
  '-resize',
  '640',
  '360',
  first,
  '-o',
  path.join(out, 'hero-poster-640.webp'),
]);
rmSync(frames, { recursive: true, force: true });

for (const file of ['hero-loop.webm', 'hero-loop.mp4', 'hero-poster-1280.webp', 'hero-poster-640.webp']) {
  console.log(`${file.padEnd(24)} ${(statSync(path.join(out, file)).size / 1024).toFixed(1)} KB`);
}
