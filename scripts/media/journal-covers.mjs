// The journal covers as drawn SVG art (1200 x 675), one per article, rendered to WebP by render-hero-media.mjs.
// Same palette as the hero: moss greens, cream, immortelle gold.

const W = 1200;
const H = 675;

function seeded(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** A flower head of immortelle: a dome of small golden buttons. */
function flowerHead(rand, cx, cy, size, florets = 12) {
  let svg = '';
  for (let i = 0; i < florets; i += 1) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * size;
    const x = cx + Math.cos(a) * d * 1.3;
    const y = cy + Math.sin(a) * d * 0.7;
    const r = size * (0.26 + rand() * 0.12);
    svg += `<circle cx="${x}" cy="${y}" r="${r}" fill="#e2b23e"/><circle cx="${x - r * 0.2}" cy="${y - r * 0.2}" r="${r * 0.42}" fill="#b8761c"/>`;
  }
  return svg;
}

function stem(rand, x, baseY, height, lean, scale, color = '#9aa88c') {
  const topX = x + lean;
  const topY = baseY - height;
  let svg = `<path d="M${x} ${baseY}Q${x + lean * 0.2} ${baseY - height * 0.55} ${topX} ${topY}" fill="none" stroke="${color}" stroke-width="${2.4 * scale}" stroke-linecap="round"/>`;
  for (let k = 1; k <= 5; k += 1) {
    const t = k / 6.5;
    const lx = x + lean * t * t;
    const ly = baseY - height * t;
    const side = k % 2 ? 1 : -1;
    const len = (30 - k * 3) * scale;
    svg += `<path d="M${lx} ${ly}q${side * len * 0.5} ${-len * 0.15} ${side * len} ${-len * 0.75}q${-side * len * 0.6} ${len * 0.15} ${-side * len} ${len * 0.75}z" fill="#b7c2a6" opacity="0.85"/>`;
  }
  return svg + flowerHead(rand, topX, topY, 15 * scale, 10 + Math.floor(rand() * 6));
}

function harvest() {
  const rand = seeded(715);
  let stems = '';
  for (let i = 0; i < 34; i += 1) {
    const x = 40 + i * 34 + rand() * 20;
    const scale = 0.6 + rand() * 0.5;
    stems += stem(rand, x, H + 10, 150 + rand() * 140, (rand() - 0.5) * 40, scale);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3dfb0"/><stop offset="1" stop-color="#e9c98c"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="880" cy="210" r="90" fill="#f8ecd0"/>
<path d="M0 330 C200 250 380 300 560 260 S900 210 1200 280 V${H} H0z" fill="#8f9b7a" opacity="0.7"/>
<path d="M0 420 C260 350 460 420 700 370 S1020 330 1200 390 V${H} H0z" fill="#5e6b4c"/>
<path d="M0 520 C300 470 600 540 900 490 S1100 470 1200 500 V${H} H0z" fill="#3b4632"/>
${stems}
</svg>`;
}

function drops() {
  const rand = seeded(402);
  let heads = '';
  for (let i = 0; i < 7; i += 1) heads += flowerHead(rand, 150 + i * 150, 600 + rand() * 40, 22, 14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#4a5a3e"/><stop offset="1" stop-color="#232b1e"/></radialGradient>
  <linearGradient id="oil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1c453"/><stop offset="1" stop-color="#c98a1f"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<rect x="560" y="0" width="80" height="150" rx="10" fill="#e8e2d4"/>
<path d="M575 150 h50 l-8 70 q-17 14 -34 0z" fill="#d7cfbd"/>
<path d="M600 250 c-22 34 -26 52 -26 64 a26 26 0 0 0 52 0 c0 -12 -4 -30 -26 -64z" fill="url(#oil)"/>
<path d="M600 372 c-16 25 -19 38 -19 47 a19 19 0 0 0 38 0 c0 -9 -3 -22 -19 -47z" fill="url(#oil)" opacity="0.9"/>
<ellipse cx="600" cy="545" rx="170" ry="26" fill="#c98a1f" opacity="0.35"/>
<ellipse cx="600" cy="540" rx="110" ry="14" fill="#f1c453" opacity="0.55"/>
<circle cx="585" cy="300" r="6" fill="#fff6da" opacity="0.8"/>
${heads}
</svg>`;
}

function porcelain() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9e1d0"/><stop offset="1" stop-color="#cfc4ad"/></linearGradient>
  <linearGradient id="jar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d9d6cf"/><stop offset="0.35" stop-color="#ffffff"/><stop offset="1" stop-color="#c9c5bb"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect y="470" width="${W}" height="205" fill="#6f7b5c"/>
<ellipse cx="430" cy="500" rx="190" ry="28" fill="#56613f" opacity="0.6"/>
<path d="M270 250 h320 v220 q0 30 -30 30 h-260 q-30 0 -30 -30z" fill="url(#jar)"/>
<rect x="260" y="200" width="340" height="60" rx="14" fill="url(#jar)"/>
<rect x="260" y="255" width="340" height="8" fill="#c9a24a"/>
<path d="M330 390 q40 -70 100 -40 q-50 10 -100 40z" fill="#9aa88c"/>
<path d="M430 400 q40 -80 110 -50" fill="none" stroke="#9aa88c" stroke-width="3"/>
<circle cx="540" cy="350" r="9" fill="#e2b23e"/><circle cx="555" cy="342" r="8" fill="#e2b23e"/><circle cx="548" cy="330" r="7" fill="#e2b23e"/>
<ellipse cx="860" cy="505" rx="130" ry="20" fill="#56613f" opacity="0.6"/>
<path d="M760 330 h200 v150 q0 22 -22 22 h-156 q-22 0 -22 -22z" fill="url(#jar)"/>
<rect x="752" y="300" width="216" height="40" rx="10" fill="url(#jar)"/>
<rect x="752" y="336" width="216" height="6" fill="#c9a24a"/>
<path d="M640 150 q120 -60 240 -10" fill="none" stroke="#b8a982" stroke-width="2" opacity="0.6"/>
</svg>`;
}

function printmaker() {
  const rand = seeded(1106);
  let lines = '';
  for (let y = 40; y < H; y += 14) {
    lines += `<path d="M0 ${y} Q300 ${y + (rand() - 0.5) * 10} 600 ${y} T1200 ${y}" stroke="#d8ccb0" stroke-width="1" fill="none" opacity="0.5"/>`;
  }
  let heads = '';
  const tops = [
    [560, 170],
    [640, 140],
    [700, 210],
    [520, 240],
  ];
  for (const [x, y] of tops) {
    heads += `<path d="M600 560 Q${(600 + x) / 2} ${(560 + y) / 2 + 60} ${x} ${y}" stroke="#2b3324" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    for (let i = 0; i < 9; i += 1) {
      const a = rand() * Math.PI * 2;
      const d = Math.sqrt(rand()) * 26;
      heads += `<circle cx="${x + Math.cos(a) * d * 1.3}" cy="${y + Math.sin(a) * d * 0.7}" r="11" fill="#2b3324"/><circle cx="${x + Math.cos(a) * d * 1.3 - 2}" cy="${y + Math.sin(a) * d * 0.7 - 2}" r="4" fill="#f4ecd9"/>`;
    }
  }
  let leaves = '';
  for (let k = 0; k < 6; k += 1) {
    const y = 520 - k * 48;
    const side = k % 2 ? 1 : -1;
    leaves += `<path d="M600 ${y} q${side * 40} -10 ${side * 80} -60 q${-side * 50} 14 ${-side * 80} 60z" fill="#2b3324"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="#efe6d2"/>
${lines}
<rect x="330" y="70" width="540" height="540" fill="#f7f1e3" stroke="#2b3324" stroke-width="10"/>
<rect x="352" y="92" width="496" height="496" fill="none" stroke="#2b3324" stroke-width="2"/>
<circle cx="780" cy="170" r="40" fill="#e2b23e"/>
${leaves}
${heads}
<path d="M380 590 h440" stroke="#2b3324" stroke-width="2"/>
<rect x="900" y="420" width="200" height="26" rx="13" fill="#7a5a2c"/>
<rect x="890" y="410" width="16" height="46" rx="6" fill="#5b4220"/>
<rect x="1094" y="410" width="16" height="46" rx="6" fill="#5b4220"/>
</svg>`;
}

export const JOURNAL_COVERS = {
  harvest: harvest(),
  drops: drops(),
  porcelain: porcelain(),
  printmaker: printmaker(),
};
