import sharp from 'sharp';

/** One colour scheme of a generated skyline picture. */
interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  buildings: readonly string[];
  windows: string;
  ground: string;
}

export const DEMO_PALETTES: readonly Palette[] = [
  {
    skyTop: '#87b5e5',
    skyBottom: '#e6f1fb',
    sun: '#ffd36e',
    buildings: ['#5b6c8f', '#7a8bb0', '#44526f'],
    windows: '#fdf3c4',
    ground: '#6d9b58',
  },
  {
    skyTop: '#f39c6b',
    skyBottom: '#fde2c8',
    sun: '#fff1b8',
    buildings: ['#7b4b5a', '#a0616a', '#5c3a48'],
    windows: '#ffe9a8',
    ground: '#8a7d5a',
  },
  {
    skyTop: '#1f2a48',
    skyBottom: '#51618f',
    sun: '#f2f2e0',
    buildings: ['#2b3556', '#3b4770', '#1c2340'],
    windows: '#ffd76a',
    ground: '#2f3d2c',
  },
  {
    skyTop: '#9fd8cb',
    skyBottom: '#eefaf6',
    sun: '#fff7c2',
    buildings: ['#3f7f74', '#5ea395', '#2e5f57'],
    windows: '#f4fff9',
    ground: '#7fae62',
  },
  {
    skyTop: '#c7b8ea',
    skyBottom: '#f4effc',
    sun: '#ffe3a3',
    buildings: ['#6a5d8f', '#8c7fb5', '#4e4470'],
    windows: '#fff5d6',
    ground: '#7a9a63',
  },
  {
    skyTop: '#f6c453',
    skyBottom: '#fff3d1',
    sun: '#ffffff',
    buildings: ['#b0623c', '#d08150', '#8c4a2c'],
    windows: '#fff6e0',
    ground: '#9c8a4e',
  },
];

/** A small deterministic generator, so the demo looks the same on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function building(
  x: number,
  width: number,
  height: number,
  base: number,
  fill: string,
  windows: string,
  random: () => number,
): string {
  const top = base - height;
  const parts = [`<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${fill}"/>`];
  const columns = Math.max(2, Math.floor(width / 34));
  const rows = Math.max(2, Math.floor(height / 44));
  const cellWidth = width / columns;
  const cellHeight = height / rows;
  for (let row = 0; row < rows - 1; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      if (random() < 0.25) continue;
      const wx = x + column * cellWidth + cellWidth * 0.25;
      const wy = top + row * cellHeight + cellHeight * 0.3;
      parts.push(
        `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="${(cellWidth * 0.5).toFixed(1)}" height="${(cellHeight * 0.45).toFixed(1)}" fill="${windows}" opacity="0.85"/>`,
      );
    }
  }
  return parts.join('');
}

/** An SVG drawing of a skyline: sky gradient, sun, a row of towers with lit windows, ground. */
export function skylineSvg(paletteIndex: number, seed: number, width = 1280, height = 800): string {
  const palette = DEMO_PALETTES[paletteIndex % DEMO_PALETTES.length] ?? DEMO_PALETTES[0];
  if (!palette) throw new Error('no palette');
  const random = seededRandom(seed);
  const base = height * 0.86;
  const towers: string[] = [];
  let x = -20;
  let index = 0;
  while (x < width) {
    const towerWidth = 90 + random() * 130;
    const towerHeight = height * (0.25 + random() * 0.5);
    const fill = palette.buildings[index % palette.buildings.length] ?? '#555555';
    towers.push(building(x, towerWidth, towerHeight, base, fill, palette.windows, random));
    x += towerWidth + 8 + random() * 30;
    index += 1;
  }
  const sunX = width * (0.15 + random() * 0.7);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${sunX.toFixed(0)}" cy="${(height * 0.22).toFixed(0)}" r="${(height * 0.08).toFixed(0)}" fill="${palette.sun}"/>`,
    ...towers,
    `<rect x="0" y="${base}" width="${width}" height="${height - base}" fill="${palette.ground}"/>`,
    '</svg>',
  ].join('');
}

/** Renders a skyline drawing to a JPEG (the seed then stores it through the upload pipeline). */
export function renderSkyline(paletteIndex: number, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(skylineSvg(paletteIndex, seed)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A one-page PDF naming a sanction: the demo's stand-in for a scanned approval letter. */
export function demoSanctionPdf(title: string): Buffer {
  const safe = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 20 Tf 72 720 Td (${safe}) Tj 0 -30 Td /F1 12 Tf (Demo document) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
