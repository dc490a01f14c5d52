// Draws the app icons as PNGs (192, 512, maskable 512, Apple 180) from the design of public/icons/icon.svg,
// with no image library: a tiny PNG writer over node:zlib. Run: node scripts/generate-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [0xb1, 0x11, 0x16];
const WHITE = [0xff, 0xff, 0xff];
const GOLD = [0xf2, 0xb7, 0x05];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, pixel) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) row.set(pixel((x + 0.5) / size, (y + 0.5) / size), 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The card artwork in unit coordinates (the SVG's 512 grid / 512), scaled by `scale` around the centre. */
function artwork(u, v, scale) {
  const x = 0.5 + (u - 0.5) / scale;
  const y = 0.5 + (v - 0.5) / scale;
  const inCard = x >= 128 / 512 && x <= 384 / 512 && y >= 176 / 512 && y <= 352 / 512;
  if (!inCard) return null;
  if (y >= 216 / 512 && y <= 248 / 512) return BRAND;
  if ((x - 336 / 512) ** 2 + (y - 312 / 512) ** 2 <= (20 / 512) ** 2) return GOLD;
  return WHITE;
}

function insideRoundedSquare(u, v, radius) {
  const dx = Math.max(radius - u, 0, u - (1 - radius));
  const dy = Math.max(radius - v, 0, v - (1 - radius));
  return dx * dx + dy * dy <= radius * radius;
}

const regular = (u, v) => {
  if (!insideRoundedSquare(u, v, 96 / 512)) return [0, 0, 0, 0];
  return [...(artwork(u, v, 1) ?? BRAND), 255];
};
// Maskable: full bleed, artwork inside the 80% safe zone (it already fits; shrink a little for margin).
const maskable = (u, v) => [...(artwork(u, v, 0.8) ?? BRAND), 255];
const opaque = (u, v) => [...(artwork(u, v, 1) ?? BRAND), 255];
// A notification's badge (decision 0206, Android's status bar): one colour on transparency, drawn by its alpha. The
// card's outline with its stripe and coin cut out, so it reads at 24 px.
const badge = (u, v) => {
  const colour = artwork(u, v, 1.35);
  return colour === WHITE ? [255, 255, 255, 255] : [0, 0, 0, 0];
};

writeFileSync('public/icons/icon-192.png', png(192, regular));
writeFileSync('public/icons/icon-512.png', png(512, regular));
writeFileSync('public/icons/maskable-512.png', png(512, maskable));
writeFileSync('public/icons/apple-touch-icon-180.png', png(180, opaque));
writeFileSync('public/icons/badge-96.png', png(96, badge));
console.log('wrote public/icons/*.png');
