// Business cards with their truth, for the card scan's tests, its bench section and the browser
// test: photos as a phone takes them (slightly turned, noisy, JPEG artefacts), drawn with sharp
// from SVG text in the fonts the machine has (DejaVu, Liberation), German and English layouts.
// The same seed gives the same cards, so a measured accuracy can be compared across runs.
//
//   const { generateCards } = require('./scripts/card-corpus.cjs');
//   const cards = await generateCards({ count: 4, seed: 1 });
//   cards[0].image; // Buffer (JPEG, about 1000 x 600)
//   cards[0].truth; // { name, email, phone (E.164), company, title, website }

'use strict';

const sharp = require('sharp');

const WIDTH = 1000;
const HEIGHT = 600;
const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'Liberation Sans', 'Liberation Serif'];
const LAYOUTS = ['left', 'centered', 'right', 'band'];

const FIRST_NAMES = ['Jürgen', 'Dörte', 'Anna', 'Lukas', 'Sören', 'Käthe', 'Günther', 'Björn', 'Maximilian', 'Sophie', 'Jörg', 'Marie', 'Hannah', 'Felix', 'Ülkü', 'Emily', 'James', 'Oliver', 'Charlotte', 'Daniel', 'Ursula', 'Thomas', 'Grete', 'Matthias'];
const LAST_NAMES = ['Weiß', 'Großmann', 'Müller', 'Schäfer', 'Köhler', 'Bäcker', 'Strauß', 'Fröhlich', 'Schmidt', 'Hoffmann', 'Krüger', 'Wagner', 'Becker', 'Lehmann', 'Öztürk', 'Brown', 'Taylor', 'Walker', 'Meißner', 'Jäger', 'Vogel', 'Hartmann', 'Zöllner', 'Kaiser'];
const COMPANY_WORDS = ['Nordlicht', 'Alpenblick', 'Rheinwerk', 'Bergmann', 'Sonnenfeld', 'Brückner', 'Hansa', 'Lindenhof', 'Elbtal', 'Kessler', 'Greenfield', 'Bluewater', 'Ironbridge', 'Maple', 'Falkenstein', 'Weidner'];
const COMPANY_TRADES = {
  de: ['Maschinenbau', 'Logistik', 'Medizintechnik', 'Software', 'Messebau', 'Elektrotechnik', 'Verpackung', 'Beratung'],
  en: ['Robotics', 'Logistics', 'Software', 'Analytics', 'Systems', 'Consulting', 'Labs', 'Solutions'],
};
const LEGAL_FORMS = { de: ['GmbH', 'AG', 'KG', 'e.K.', 'GmbH & Co. KG', 'SE'], en: ['Ltd', 'Inc.', 'LLC', 'GmbH', 'Ltd.'] };
const TITLES = {
  de: ['Geschäftsführerin', 'Geschäftsführer', 'Vertriebsleiter', 'Leiterin Marketing', 'Key Account Manager', 'Einkaufsleiterin', 'Projektleiter', 'Prokurist'],
  en: ['Head of Sales', 'Managing Director', 'Sales Manager', 'Marketing Manager', 'Chief Technology Officer', 'Business Development Manager', 'Head of Procurement', 'Account Executive'],
};
const COLOURS = ['#1f4e79', '#8b1e3f', '#2e7d32', '#e65100', '#37474f', '#6a1b9a', '#00695c'];

/** A small seeded generator (mulberry32): the same seed, the same cards (and badges: e2e/bench/badges.mjs). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ascii = (text) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '');

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const digits = (rand, count) => Array.from({ length: count }, () => Math.floor(rand() * 10)).join('');

/** A phone as printed on the card and its E.164 form. */
function phoneOf(rand, pick, language) {
  const style = language === 'en' && rand() < 0.5 ? 'uk' : pick(['munich', 'mobile', 'berlin', 'hamburg']);
  if (style === 'uk') {
    const [a, b] = [`7${digits(rand, 3)}`, digits(rand, 4)];
    return { printed: `+44 20 ${a} ${b}`, e164: `+4420${a}${b}` };
  }
  if (style === 'munich') {
    const [a, b] = [`${1 + Math.floor(rand() * 9)}${digits(rand, 3)}`, digits(rand, 3)];
    return { printed: `+49 (0)89 ${a}-${b}`, e164: `+4989${a}${b}` };
  }
  if (style === 'mobile') {
    const prefix = pick(['151', '160', '171', '176']);
    const rest = `${1 + Math.floor(rand() * 9)}${digits(rand, 6)}`;
    return { printed: `0${prefix} ${rest}`, e164: `+49${prefix}${rest}` };
  }
  if (style === 'berlin') {
    const rest = `${1 + Math.floor(rand() * 9)}${digits(rand, 6)}`;
    return { printed: `+49 30 ${rest}`, e164: `+4930${rest}` };
  }
  const [a, b] = [`${1 + Math.floor(rand() * 9)}${digits(rand, 2)}`, digits(rand, 4)];
  return { printed: `040 ${a} ${b}`, e164: `+4940${a}${b}` };
}

function personOf(rand, pick) {
  const language = rand() < 0.6 ? 'de' : 'en';
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  const word = pick(COMPANY_WORDS);
  const company = rand() < 0.5 ? `${word} ${pick(COMPANY_TRADES[language])} ${pick(LEGAL_FORMS[language])}` : `${word} ${pick(LEGAL_FORMS[language])}`;
  const domain = `${ascii(word)}${rand() < 0.4 ? `-${ascii(pick(COMPANY_TRADES[language]))}` : ''}.${language === 'de' ? 'de' : pick(['com', 'co.uk', 'io'])}`;
  const local = rand() < 0.7 ? `${ascii(first)}.${ascii(last)}` : `${ascii(first)[0]}.${ascii(last)}`;
  const phone = phoneOf(rand, pick, language);
  const fax = rand() < 0.4 ? phoneOf(rand, pick, language) : null;
  const mobile = rand() < 0.3 ? phoneOf(rand, pick, language) : null;
  return { language, name: `${first} ${last}`, company, title: pick(TITLES[language]), email: `${local}@${domain}`, website: `www.${domain}`, phone, fax, mobile };
}

/** The contact lines in the card's language, the phone first (the truth's phone is the first one printed). */
function contactLines(person) {
  const de = person.language === 'de';
  const lines = [`${de ? 'Tel.' : 'Phone'} ${person.phone.printed}`];
  if (person.mobile) lines.push(`${de ? 'Mobil' : 'Mobile'} ${person.mobile.printed}`);
  if (person.fax) lines.push(`Fax ${person.fax.printed}`);
  lines.push(`${de ? 'E-Mail' : 'Email'} ${person.email}`, person.website);
  return lines;
}

function svgOf(person, layout, font, colour, rand) {
  const text = (x, y, size, content, { anchor = 'start', weight = 'normal', fill = '#1a1a1a' } = {}) =>
    `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
  const parts = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#fdfcf8"/>`];
  const contacts = contactLines(person);
  const logo = (x, y) =>
    rand() < 0.5
      ? `<circle cx="${x + 35}" cy="${y + 35}" r="35" fill="${colour}"/><rect x="${x + 20}" y="${y + 20}" width="30" height="30" fill="#fdfcf8" transform="rotate(45 ${x + 35} ${y + 35})"/>`
      : `<polygon points="${x},${y + 70} ${x + 35},${y} ${x + 70},${y + 70}" fill="${colour}"/>`;
  if (layout === 'left') {
    parts.push(logo(870, 40));
    parts.push(text(60, 110, 48, person.name, { weight: 'bold' }), text(60, 160, 30, person.title, { fill: '#444' }));
    parts.push(`<rect x="60" y="195" width="420" height="4" fill="${colour}"/>`);
    parts.push(text(60, 260, 32, person.company, { weight: 'bold', fill: colour }));
    contacts.forEach((line, i) => parts.push(text(60, 330 + i * 42, 28, line)));
  } else if (layout === 'centered') {
    parts.push(logo(465, 30));
    parts.push(text(500, 170, 48, person.name, { anchor: 'middle', weight: 'bold' }), text(500, 215, 30, person.title, { anchor: 'middle', fill: '#444' }));
    parts.push(text(500, 270, 32, person.company, { anchor: 'middle', weight: 'bold', fill: colour }));
    contacts.forEach((line, i) => parts.push(text(500, 340 + i * 42, 28, line, { anchor: 'middle' })));
  } else if (layout === 'right') {
    parts.push(logo(60, 50), text(60, 170, 30, person.company, { weight: 'bold', fill: colour }));
    parts.push(text(940, 100, 48, person.name, { anchor: 'end', weight: 'bold' }), text(940, 145, 30, person.title, { anchor: 'end', fill: '#444' }));
    contacts.forEach((line, i) => parts.push(text(940, 330 + i * 42, 28, line, { anchor: 'end' })));
  } else {
    parts.push(`<rect width="${WIDTH}" height="110" fill="${colour}"/>`, text(60, 72, 36, person.company, { weight: 'bold', fill: '#ffffff' }));
    parts.push(text(60, 200, 48, person.name, { weight: 'bold' }), text(60, 248, 30, person.title, { fill: '#444' }));
    contacts.forEach((line, i) => parts.push(text(60, 330 + i * 42, 28, line)));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${parts.join('')}</svg>`;
}

/** A photo of the card: turned up to 3°, on a grey table, with sensor noise and JPEG artefacts. */
async function photograph(svg, rand) {
  const angle = (rand() * 2 - 1) * 3;
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(angle, { background: '#9e9a94' })
    .resize({ width: WIDTH + 40, height: HEIGHT + 40, fit: 'contain', background: '#9e9a94' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const strength = 10 + rand() * 18;
  for (let i = 0; i < data.length; i += info.channels) {
    const noise = (rand() + rand() + rand() - 1.5) * strength;
    for (let c = 0; c < 3; c += 1) data[i + c] = Math.max(0, Math.min(255, data[i + c] + noise));
  }
  const quality = 55 + Math.floor(rand() * 26);
  return sharp(data, { raw: info }).jpeg({ quality }).toBuffer();
}

/**
 * `count` cards for `seed`: [{image (JPEG), truth: {name, email, phone (E.164), company, title,
 * website}, layout, font}].
 */
async function generateCards({ count, seed = 1 }) {
  const rand = random(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const cards = [];
  for (let i = 0; i < count; i += 1) {
    const person = personOf(rand, pick);
    const layout = pick(LAYOUTS);
    const font = pick(FONTS);
    const image = await photograph(svgOf(person, layout, font, pick(COLOURS), rand), rand);
    const truth = { name: person.name, email: person.email, phone: person.phone.e164, company: person.company, title: person.title, website: person.website };
    cards.push({ image, truth, layout, font });
  }
  return cards;
}

module.exports = { generateCards, random, escapeXml };
