// Draws the product's art as SVG files in public/images/ (decision 0075): the home banner's pictures, the
// claim, bonus and wallet banners that name the reward, the demo merchants' logos and the categories' icons.
// Icons are Lucide's (lucide-static, ISC), drawn white on each category's or merchant's colour. No <style> and
// no style attributes: presentation attributes only, so a strict CSP can serve them. Text in an SVG image cannot
// use the page's web font, so it names common sans-serif families. Run: node scripts/draw-art.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const FONT = "Inter, 'Inter Variable', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
const BRAND = '#b11116';
const BRAND_DARK = '#6d0a0d';
const GOLD = '#f2b705';

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The drawing elements of a Lucide icon (its 24×24 paths, circles, rects…). */
function lucide(name) {
  const source = readFileSync(new URL(`../node_modules/lucide-static/icons/${name}.svg`, import.meta.url), 'utf8');
  const body = source.slice(source.indexOf('>', source.indexOf('<svg')) + 1, source.lastIndexOf('</svg>'));
  return body.replace(/\s+/g, ' ').replace(/> </g, '><').trim();
}

/** A Lucide icon, white strokes, `size` px wide with its top-left at (x, y). */
function icon(name, x, y, size, stroke = '#fff', width = 2) {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${lucide(name)}</g>`;
}

function svg(width, height, label, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>${body}</svg>\n`;
}

function text(x, y, size, weight, content, { fill = '#fff', opacity, anchor, spacing } = {}) {
  const extra = [
    opacity === undefined ? '' : ` fill-opacity="${opacity}"`,
    anchor === undefined ? '' : ` text-anchor="${anchor}"`,
    spacing === undefined ? '' : ` letter-spacing="${spacing}"`,
  ].join('');
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;
}

/** A bank card and an eGC in front of it, the portal's reward picture; (x, y) is the card's top-left. */
function cardAndGift(x, y, scale = 1, giftLabel = 'eGC') {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<g transform="rotate(-9 75 48)"><rect width="150" height="96" rx="12" fill="#fff" fill-opacity=".95"/><rect y="20" width="150" height="16" fill="${BRAND_DARK}" fill-opacity=".85"/><rect x="16" y="50" width="26" height="20" rx="4" fill="${GOLD}"/><rect x="16" y="78" width="60" height="6" rx="3" fill="#c9c9d1"/><circle cx="118" cy="76" r="11" fill="${BRAND}" fill-opacity=".9"/><circle cx="132" cy="76" r="11" fill="${GOLD}" fill-opacity=".9"/></g>
<g transform="translate(58 54) rotate(7 60 38)"><rect width="120" height="78" rx="10" fill="url(#gold)"/><rect x="48" width="14" height="78" fill="#fff" fill-opacity=".9"/><rect y="30" width="120" height="12" fill="#fff" fill-opacity=".9"/><circle cx="47" cy="28" r="9" fill="none" stroke="#fff" stroke-width="5"/><circle cx="63" cy="28" r="9" fill="none" stroke="#fff" stroke-width="5"/>${text(104, 68, 15, 800, giftLabel, { fill: BRAND_DARK, anchor: 'end' })}</g>
</g>`;
}

const DEFS = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c8161c"/><stop offset=".55" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient><linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd95a"/><stop offset="1" stop-color="#e9a800"/></linearGradient></defs>`;

function backdrop(width, height) {
  return `${DEFS}<rect width="${width}" height="${height}" rx="16" fill="url(#bg)"/><circle cx="${width - 90}" cy="-10" r="130" fill="#fff" fill-opacity=".07"/><circle cx="${width - 20}" cy="${height + 10}" r="90" fill="#fff" fill-opacity=".06"/><path d="M0 ${height - 40} C ${width * 0.3} ${height - 90}, ${width * 0.55} ${height}, ${width} ${height - 60} V ${height} H 0 Z" fill="#000" fill-opacity=".08"/>`;
}

// Home: the picture behind the banner's words (decision 0162). The words and the spend track are the page's own
// text and drawing, from the promo state (its claim state and its one progress scale); the picture says the state
// at a glance: a card and an eGC on the right, with a badge: the next goal, a goal reached, the top goal, a balance
// to redeem, a bonus waiting, claiming ended (darkened), all claimed.
const HOME_ART = [
  { file: 'home-under-75k', icon: 'target', gift: 'eGC' },
  { file: 'home-75k-to-200k', icon: 'trophy', gift: 'eGC' },
  { file: 'home-200k', icon: 'crown', gift: 'eGC' },
  { file: 'home-balance', icon: 'wallet', gift: 'eGC' },
  { file: 'home-bonus', icon: 'sparkles', gift: 'BONUS' },
  { file: 'home-expired', icon: 'hourglass', gift: 'eGC', muted: true },
  { file: 'home-all-claimed', icon: 'party-popper', gift: 'eGC' },
];

for (const art of HOME_ART) {
  const body = [
    backdrop(480, 200),
    art.muted ? '<rect width="480" height="200" rx="16" fill="#26262b" fill-opacity=".45"/>' : '',
    cardAndGift(344, 34, 0.72, art.gift),
    `<circle cx="448" cy="40" r="24" fill="${GOLD}" stroke="#fff" stroke-width="3"/>`,
    icon(art.icon, 434, 26, 28, BRAND_DARK, 2.25),
  ].join('');
  writeFileSync(`public/images/banners/${art.file}.svg`, svg(480, 200, 'A bank card and an eGC', body));
}

// The pick screens' banners (480×160): each names the reward the screen gives.
const PICK_BANNERS = [
  {
    file: 'claim-1500',
    eyebrow: 'ACCUMULATED SPEND REWARD',
    title: 'P1,500 eGC',
    line: 'Your P75,000 goal reward',
    gift: 'P1,500',
  },
  {
    file: 'claim-5000',
    eyebrow: 'ACCUMULATED SPEND REWARD',
    title: 'P5,000 eGC',
    line: 'Your P200,000 goal reward',
    gift: 'P5,000',
  },
  {
    file: 'claim',
    eyebrow: 'ACCUMULATED SPEND REWARD',
    title: 'Your eGC balance',
    line: 'From our partner merchants',
    gift: 'eGC',
  },
  {
    file: 'frequency',
    eyebrow: 'BONUS ROUND',
    title: 'Frequency Spend',
    line: '15 spends every promo month',
    gift: 'BONUS',
    icon: 'calendar-check',
  },
  {
    file: 'extra-three',
    eyebrow: 'BONUS ROUND',
    title: 'Extra Three',
    line: '3 more merchant categories',
    gift: 'BONUS',
    icon: 'layers',
  },
  {
    file: 'installment',
    eyebrow: 'BONUS ROUND',
    title: 'Installment',
    line: 'A P25,000 installment spend',
    gift: 'BONUS',
    icon: 'receipt',
  },
  {
    file: 'reward-claimed',
    eyebrow: 'BONUS ROUND',
    title: 'Reward Claimed',
    line: 'Your eGC is on its way',
    gift: 'BONUS',
    icon: 'sparkles',
  },
  {
    file: 'wallet',
    eyebrow: 'YOUR REWARDS',
    title: 'My eGCs',
    line: 'Show a code at the till',
    gift: 'eGC',
    icon: 'wallet',
  },
];

for (const banner of PICK_BANNERS) {
  const badge = banner.icon
    ? `<circle cx="44" cy="80" r="26" fill="#fff" fill-opacity=".16"/>${icon(banner.icon, 29, 65, 30)}`
    : `<circle cx="44" cy="80" r="26" fill="#fff" fill-opacity=".16"/>${icon('gift', 29, 65, 30)}`;
  const body = [
    backdrop(480, 160),
    badge,
    text(84, 54, 12, 700, banner.eyebrow, { opacity: 0.85, spacing: 1.4 }),
    text(84, 88, 28, 800, banner.title),
    text(84, 114, 16, 500, banner.line, { opacity: 0.92 }),
    cardAndGift(382, 34, 0.52, banner.gift),
  ].join('');
  writeFileSync(`public/images/banners/${banner.file}.svg`, svg(480, 160, `${banner.title}: ${banner.line}`, body));
}

// Categories (64×64): a Lucide icon on the category's colour (the seed's colours, src/server/db/seed).
const CATEGORIES = [
  ['groceries', 'Groceries', '#2E7D32', 'shopping-basket'],
  ['restaurants', 'Restaurants', '#C62828', 'utensils'],
  ['fuel', 'Fuel', '#1565C0', 'fuel'],
  ['department-stores', 'Department Stores', '#AD1457', 'store'],
  ['airlines', 'Airlines', '#6A1B9A', 'plane'],
  ['hotels', 'Hotels', '#00838F', 'bed-double'],
  ['electronics', 'Electronics', '#37474F', 'smartphone'],
  ['drugstores', 'Drugstores', '#D35400', 'pill'],
  ['clothing', 'Clothing', '#5D4037', 'shirt'],
  ['books', 'Books', '#6B6313', 'book-open'],
];

for (const [slug, name, colour, glyph] of CATEGORIES) {
  const body = `<circle cx="32" cy="32" r="32" fill="${colour}"/><circle cx="32" cy="32" r="27" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="2"/>${icon(glyph, 17, 17, 30, '#fff', 2.2)}`;
  writeFileSync(`public/images/categories/${slug}.svg`, svg(64, 64, name, body));
}

// Merchants (96×96): a tile in the merchant's colour, its emblem and a wordmark.
const MERCHANTS = [
  ['harvest-fresh', 'Harvest Fresh Market', '#2E7D32', '#1B5E20', 'leaf', 'HARVEST'],
  ['kusina-grill', 'Kusina Grill', '#C62828', '#7F1212', 'flame', 'KUSINA'],
  ['petrolink', 'Petrolink Fuel', '#1565C0', '#0D3C7A', 'droplet', 'PETROLINK'],
  ['metro-department-store', 'Metro Department Store', '#AD1457', '#6A0C35', 'shopping-bag', 'METRO'],
  ['island-air', 'Island Air', '#6A1B9A', '#3E0F5C', 'plane', 'ISLAND AIR'],
  ['bayview-suites', 'Bayview Suites', '#00838F', '#004F56', 'waves', 'BAYVIEW'],
  ['circuit-hub', 'Circuit Hub', '#37474F', '#1C262B', 'cpu', 'CIRCUIT'],
  ['botika-plus', 'Botika Plus', '#D35400', '#8A3700', 'cross', 'BOTIKA+'],
  ['threadline', 'Threadline Apparel', '#5D4037', '#3A261F', 'scissors', 'THREADLINE'],
  ['pahina-books', 'Pahina Books', '#6B6313', '#3F3A0B', 'book-marked', 'PAHINA'],
];

for (const [slug, name, colour, dark, glyph, word] of MERCHANTS) {
  const id = `m-${slug}`;
  const wordSize = word.length > 8 ? 11 : 13;
  const body = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect width="96" height="96" rx="22" fill="url(#${id})"/><circle cx="48" cy="38" r="24" fill="#fff" fill-opacity=".16"/>${icon(glyph, 32, 22, 32, '#fff', 2.2)}${text(48, 80, wordSize, 800, word, { anchor: 'middle', spacing: 0.6 })}`;
  writeFileSync(`public/images/merchants/${slug}.svg`, svg(96, 96, name, body));
}

console.log('drew the banners, category icons and merchant logos in public/images/');
