// Badge codes (run.mjs phase `badges`): BENCH_BADGES (72) visitor badges generated here (seed
// BENCH_BADGES_SEED, 31), their codes read as the SPA reads them and parsed as it parses them.
//
// The contents are what badge systems print, with their quirks: vCard 2.1 (QUOTED-PRINTABLE with
// CHARSET=UTF-8, soft line breaks, sometimes no FN), vCard 3.0 (folded lines, even inside the
// address; escaped commas; TYPE=pref), vCard 4.0 (several EMAIL, the preferred one by PREF not
// first), MeCard (escapes, a name without the comma), BIZCARD, `mailto:` with a query (percent-
// encoded, `?to=`), a plain address and a URL carrying one (`?email=`, `mailto` in the path); each
// with its truth {name?, email}. Symbologies as on badges: QR mostly, Data Matrix, Aztec and
// PDF417 for the shorter contents, Code 128 for a plain address; written with zxing-wasm's writer.
// Each badge is then photographed as a phone's camera frame (1920 x 1080, what the SPA asks the
// camera for): the badge with its printed text on a grey background, turned up to 5°, blurred a
// little, lit unevenly, sensor noise, JPEG 60–80.
//
// Reading: zxing-wasm's reader (the build the barcode-detector polyfill runs) on the frame's RGBA
// pixels, as the polyfill reads a video frame (text mode Plain, the formats of
// frontend/src/components/contact-scan/detector.ts), the first code with a text as the SPA takes
// it, parsed with parseContactCode (shared/dist/contact-codes.js); e-mail and name exact against
// the truth. One frame per badge: the SPA looks at the live picture five times a second, so a
// frame missed here is one more frame there.
//
// No API, no database: nothing of the stack is used. Both .wasm files are read from node_modules
// (never the CDN the package would fetch from by default). The decode times are Node's; on a
// device the same WebAssembly runs in the browser, on a slower CPU.

import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import cardCorpus from '../../scripts/card-corpus.cjs';

/** The card corpus's seeded generator and XML escaping: the same seed, the same badges. */
const { random, escapeXml } = cardCorpus;

const TARGETS = { email: 99 };
const FRAME = { width: 1920, height: 1080 };
/** The badge's drawing units (A6 portrait, 105 x 148 mm): everything on it is placed in these. */
const BADGE = { width: 1000, height: 1410 };

/** The SPA's format names (BarcodeDetector's) to zxing-wasm's, as barcode-detector maps them. */
const ZXING_FORMAT = {
  qr_code: 'QRCode',
  data_matrix: 'DataMatrix',
  aztec: 'Aztec',
  pdf417: 'PDF417',
  code_128: 'Code128',
  code_39: 'Code39',
  ean_13: 'EAN13',
  ean_8: 'EAN8',
};
/** What the writer is asked for and what the reader answers, as the report names it. */
const SYMBOLOGIES = {
  QRCode: { write: 'QRCode', label: 'QR Code' },
  DataMatrix: { write: 'DataMatrix', label: 'Data Matrix' },
  Aztec: { write: 'AztecCode', label: 'Aztec' },
  PDF417: { write: 'PDF417', label: 'PDF417' },
  Code128: { write: 'Code128', label: 'Code 128' },
};
/**
 * How a badge printer puts umlauts into a code: UTF-8 without an ECI header (most generators; the
 * reader has to guess the charset), ISO-8859-1 (the symbologies' default), UTF-8 declared by ECI.
 */
const CHARSETS = ['utf8', 'utf8', 'latin1', 'utf8-eci'];

/** zxing-wasm's writer input and options for `charset`. */
function writerInput(text, charset) {
  const utf8 = new TextEncoder().encode(text);
  // a string is written in ISO-8859-1 without ECI when it fits: UTF-8's bytes as such a string are written as they are
  if (charset === 'utf8') return [String.fromCharCode(...utf8), {}];
  // bytes alone would be declared binary (ECI 899)
  if (charset === 'utf8-eci') return [utf8, { options: 'eci=UTF8' }];
  return [text, {}];
}

/** Contents longer than this go into a QR code instead (a badge printer would not choose these). */
const MAX_LENGTH = { PDF417: 110, DataMatrix: 200, Aztec: 200, QRCode: Infinity, Code128: 24 };

const KINDS = ['vcard21', 'vcard30', 'vcard40', 'mecard', 'bizcard', 'mailto', 'plain', 'url'];
const KIND_LABELS = { vcard21: 'vCard 2.1', vcard30: 'vCard 3.0', vcard40: 'vCard 4.0', mecard: 'MeCard', bizcard: 'BIZCARD', mailto: 'mailto:', plain: 'plain address', url: 'URL with address' };
/** Per content kind, the symbologies in turn. */
const SYMBOLOGY_TURNS = {
  vcard21: ['QRCode'],
  vcard30: ['QRCode'],
  vcard40: ['QRCode'],
  mecard: ['QRCode', 'DataMatrix', 'QRCode', 'Aztec'],
  bizcard: ['QRCode', 'Aztec', 'QRCode', 'DataMatrix'],
  mailto: ['QRCode', 'DataMatrix', 'PDF417', 'Aztec'],
  url: ['QRCode', 'PDF417', 'Aztec', 'DataMatrix'],
  plain: ['Code128', 'QRCode', 'PDF417', 'Code128', 'DataMatrix', 'Aztec'],
};

const FIRST_NAMES = ['Jürgen', 'Dörte', 'Anna', 'Sören', 'Käthe', 'Günther', 'Björn', 'Sophie', 'Jörg', 'Ülkü', 'Emily', 'James', 'Grete', 'Matthias', 'Zoë', 'François', 'Lea', 'Max'];
const LAST_NAMES = ['Weiß', 'Großmann', 'Müller', 'Schäfer', 'Köhler', 'Strauß', 'Fröhlich', 'Öztürk', 'Brown', 'Meißner', 'Jäger', 'Zöllner', 'Hoffmann', 'Nguyen', 'Ott', 'Lang'];
const COMPANIES = [
  ['Nordlicht Maschinenbau GmbH', 'nordlicht-mb.de'],
  ['Bergmann, Söhne & Co. KG', 'bergmann-soehne.de'],
  ['Elbtal Logistik AG', 'elbtal.de'],
  ['Greenfield Analytics Ltd', 'greenfield.co.uk'],
  ['Rheinwerk Messebau GmbH & Co. KG', 'rheinwerk-messebau.de'],
  ['Brückner Medizintechnik SE', 'brueckner-med.com'],
  ['Hansa Software e.K.', 'hansa.io'],
  ['Weidner; Partner Beratung', 'weidner.de'],
];
const TITLES = ['Geschäftsführerin', 'Vertriebsleiter', 'Head of Sales', 'Einkäuferin', 'Key Account Manager', 'Projektleiter', 'CTO'];
const EVENTS = ['FachMesse Süd 2025', 'LogiMAT Forum', 'Medizintechnik-Tage', 'Expo Nord 2025'];
const ROLES = [['BESUCHER', '#1f4e79'], ['AUSSTELLER', '#8b1e3f'], ['PRESSE', '#2e7d32'], ['VIP', '#6a1b9a']];

const ascii = (text) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '');

const digits = (rand, count) => Array.from({ length: count }, () => Math.floor(rand() * 10)).join('');

function personOf(rand, pick) {
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  const [company, domain] = pick(COMPANIES);
  const local = pick([`${ascii(first)}.${ascii(last)}`, `${ascii(first)[0]}.${ascii(last)}`, `${ascii(first)}+messe`, ascii(last), `${ascii(first)}_${ascii(last)}`]);
  return {
    first,
    last,
    name: `${first} ${last}`,
    company,
    domain,
    title: pick(TITLES),
    email: `${local}@${domain}`,
    shortEmail: `${ascii(first)[0]}.${ascii(last)}@${domain.split('.').pop() === 'de' ? 'ex.de' : 'ex.io'}`,
    phone: `+49 ${pick(['89', '30', '40', '151', '171'])} ${digits(rand, 7)}`,
  };
}

/** Quoted-printable of UTF-8 text, as tokens (`=C3`, `a`), so a soft break never splits one. */
function qpTokens(text) {
  return [...new TextEncoder().encode(text)].map((byte) => (byte >= 33 && byte <= 126 && byte !== 61 ? String.fromCharCode(byte) : byte === 32 ? ' ' : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`));
}

/** A quoted-printable value with soft line breaks (`=` at the end of a line) every `width` characters. */
function qp(text, width) {
  const lines = [''];
  for (const token of qpTokens(text)) {
    if (lines.at(-1).length + token.length > width) lines.push('');
    lines[lines.length - 1] += token;
  }
  return lines.join('=\r\n');
}

/** vCard 3.0/4.0 folding: a line longer than `width` goes on in lines that start with a space. */
function fold(line, width) {
  const parts = [];
  for (let at = 0; at < line.length; at += width) parts.push(line.slice(at, at + width));
  return parts.join('\r\n ');
}

/** vCard text escaping (3.0, 4.0): backslash, comma, semicolon. */
const vText = (text) => text.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;');
/** MeCard and BIZCARD escaping: backslash, semicolon, colon, comma. */
const meText = (text) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/:/g, '\\:').replace(/,/g, '\\,');

/** The code's text for `kind` and the truth a reader must get from it. */
function contentOf(kind, person, rand, pick) {
  const { first, last, name, email, company, domain, title, phone } = person;
  switch (kind) {
    case 'vcard21': {
      const charset = pick([';CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE', ';ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8', ';CHARSET=UTF-8;QUOTED-PRINTABLE']);
      const width = 12 + Math.floor(rand() * 40);
      const lines = ['BEGIN:VCARD', 'VERSION:2.1', `N${charset}:${qp(`${last};${first};;;`, 76)}`];
      if (rand() < 0.75) lines.push(`FN${charset}:${qp(name, width)}`); // without FN the name comes from N
      lines.push(`ORG${charset}:${qp(company.replace(/;/g, ','), width)}`, `TITLE${charset}:${qp(title, width)}`, `TEL;WORK;VOICE:${phone}`);
      if (rand() < 0.5) lines.push(`EMAIL;INTERNET:info@${domain}`, `EMAIL;PREF;INTERNET:${email}`);
      else lines.push(`EMAIL;PREF;INTERNET:${email}`);
      lines.push('END:VCARD');
      return { text: lines.join('\r\n'), truth: { name, email } };
    }
    case 'vcard30': {
      const width = 30 + Math.floor(rand() * 46);
      const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${vText(last)};${vText(first)};;;`, `FN:${vText(name)}`, `ORG:${vText(company)};Vertrieb`, `TITLE:${vText(title)}`, `TEL;TYPE=WORK,VOICE:${phone}`];
      if (rand() < 0.5) lines.push(`EMAIL;TYPE=INTERNET,HOME:${ascii(first)}@private.example`, `EMAIL;TYPE=INTERNET,WORK,pref:${email}`);
      else lines.push(`EMAIL;TYPE=INTERNET,WORK:${email}`);
      lines.push(`URL:https://www.${domain}/`, 'ADR;TYPE=WORK:;;Messeallee 1;München;;81829;Deutschland', 'NOTE:Getroffen am Stand B12\\, Halle 4. Bitte Unterlagen zur neuen Produktlinie senden.', 'END:VCARD');
      const eol = rand() < 0.8 ? '\r\n' : '\n';
      return { text: lines.map((line) => fold(line, width)).join('\r\n').replace(/\r\n/g, eol), truth: { name, email } };
    }
    case 'vcard40': {
      const honorific = rand() < 0.3 ? 'Dr. ' : '';
      const others = [`EMAIL;TYPE=home:${ascii(first)}.${ascii(last)}@mail.example`, `EMAIL;PREF=3:presse@${domain}`];
      const truthLine = pick([`EMAIL;TYPE=work;PREF=1:${email}`, `EMAIL;PREF=1;TYPE=work:${email}`, `EMAIL;TYPE="work,internet";PREF=2:${email}`]);
      const emails = [...others];
      emails.splice(1 + Math.floor(rand() * 2), 0, truthLine); // never first
      const lines = [
        'BEGIN:VCARD',
        'VERSION:4.0',
        `FN:${vText(honorific + name)}`,
        `N:${vText(last)};${vText(first)};;${honorific.trim()};`,
        `ORG:${vText(company)}`,
        ...emails,
        `TEL;VALUE=uri;TYPE="voice,cell";PREF=1:tel:${phone.replace(/ /g, '-')}`,
        'END:VCARD',
      ];
      return { text: lines.map((line) => fold(line, 75)).join('\r\n'), truth: { name: honorific + name, email } };
    }
    case 'mecard': {
      const withComma = rand() < 0.75;
      const n = withComma ? `${meText(last)},${meText(first)}` : meText(name);
      const fields = [`N:${n}`, `ORG:${meText(company)}`, `TEL:${phone.replace(/ /g, '')}`, `EMAIL:${email}`];
      if (rand() < 0.6) fields.push(`NOTE:${meText('Halle 4: Stand C12; bitte anrufen')}`);
      if (rand() < 0.6) fields.push(`URL:${meText(`https://www.${domain}`)}`);
      return { text: `MECARD:${fields.join(';')};;`, truth: { name, email } };
    }
    case 'bizcard':
      return { text: `BIZCARD:N:${meText(first)};X:${meText(last)};T:${meText(title)};C:${meText(company)};A:${meText('Messeallee 1, München')};B:${phone};E:${email};;`, truth: { name, email } };
    case 'mailto': {
      const text = pick([
        `mailto:${email}?subject=${encodeURIComponent('Messe München')}&body=${encodeURIComponent('Bitte Unterlagen senden')}`,
        `mailto:${email.replace('@', '%40')}?subject=Kontakt`,
        `MAILTO:${email}?cc=info@${domain}`,
        `mailto:?to=${encodeURIComponent(email)}&subject=Hallo`,
      ]);
      return { text, truth: { email } };
    }
    case 'plain':
      return { text: email, truth: { email } };
    case 'url': {
      const text = pick([
        `https://expo.example.com/lead?id=${digits(rand, 6)}&email=${encodeURIComponent(email)}&lang=de`,
        `https://badges.example.org/v/${digits(rand, 4)}?E-Mail=${email.replace('+', '%2B')}`, // '@' left as it is; a '+' in a query is a space
        `http://reg.example.net/contact/mailto:${email}`,
        `https://messe.example.de/scan?mail=${encodeURIComponent(email)}#top`,
      ]);
      return { text, truth: { email } };
    }
    default:
      throw new Error(`unknown content kind ${kind}`);
  }
}

/** The badge as printed, in drawing units: event band, name, company, role band; the code below. */
function badgeSvg(person, event, [role, colour], widthPx, heightPx) {
  const text = (x, y, size, content, { weight = 'normal', fill = '#1a1a1a' } = {}) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(content)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}" viewBox="0 0 ${BADGE.width} ${BADGE.height}">
<rect width="${BADGE.width}" height="${BADGE.height}" rx="30" fill="#fbfbf7"/>
<rect width="${BADGE.width}" height="200" fill="${colour}"/>
<circle cx="500" cy="40" r="18" fill="#fbfbf7"/>
${text(500, 140, 64, event, { weight: 'bold', fill: '#ffffff' })}
${text(500, 330, 84, person.name, { weight: 'bold' })}
${text(500, 420, 46, person.company, { fill: '#444444' })}
<rect y="470" width="${BADGE.width}" height="90" fill="${colour}"/>
${text(500, 535, 56, role, { weight: 'bold', fill: '#ffffff' })}
</svg>`;
}

/** Where the code sits on the badge (drawing units) and how large: matrix codes square, PDF417 and Code 128 across. */
function codeBox(symbology, symbol, rand) {
  if (symbology === 'Code128') return { x: 60, y: 760, width: 880, height: 300 };
  if (symbology === 'PDF417') {
    const height = Math.round((880 * symbol.height) / symbol.width);
    return { x: 60, y: 700, width: 880, height };
  }
  const size = Math.min(380 + rand() * 280, 90 + symbol.width * 14);
  return { x: 500 - size / 2, y: 620 + (720 - size) / 2, width: size, height: size };
}

/** The symbol (one channel, one pixel a module) at `width` x `height`, edges as a lens renders them. */
async function codeRaster(sharp, symbol, width, height) {
  const supersample = 8;
  const sharpEdges = await sharp(Buffer.from(symbol.data), { raw: { width: symbol.width, height: symbol.height, channels: 1 } })
    .resize(symbol.width * supersample, symbol.height * supersample, { kernel: 'nearest' })
    .png()
    .toBuffer();
  return sharp(sharpEdges).resize(width, height, { fit: 'fill', kernel: 'cubic' }).toColourspace('srgb').png().toBuffer();
}

/**
 * A phone's camera frame of the badge: on a grey background below its lanyard, turned by `angle`,
 * blurred, lit from one side, with sensor noise, JPEG.
 */
async function photograph(sharp, { badge, angle, blur, light, noise, quality, rand }) {
  const turned = await sharp(badge).rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer({ resolveWithObject: true });
  const left = Math.floor((FRAME.width - turned.info.width) * (0.2 + rand() * 0.6));
  const top = Math.max(0, Math.floor((FRAME.height - turned.info.height) * rand()));
  const lanyardX = left + turned.info.width / 2;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME.width}" height="${FRAME.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d6166"/><stop offset="1" stop-color="#8e9196"/></linearGradient></defs>
<rect width="${FRAME.width}" height="${FRAME.height}" fill="url(#g)"/>
<rect x="${lanyardX - 260}" y="0" width="520" height="${FRAME.height}" fill="#2b3440"/>
<rect x="${lanyardX - 18}" y="0" width="36" height="${top + 40}" fill="#b71c1c"/>
</svg>`;
  // sharp composites after its other operations: the blur needs the scene in a pipeline of its own
  const scene = await sharp(Buffer.from(background)).composite([{ input: turned.data, left, top }]).png().toBuffer();
  const { data, info } = await sharp(scene).removeAlpha().blur(blur).raw().toBuffer({ resolveWithObject: true });
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      const gain = light.from + ((light.to - light.from) * x) / info.width;
      const grain = (rand() + rand() + rand() - 1.5) * noise;
      for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c] * gain + grain));
    }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).jpeg({ quality }).toBuffer();
}

/**
 * `count` badge photos for `seed`: [{image (JPEG), text (the code's content), truth: {name?, email},
 * kind, symbology, charset (of a content with umlauts), modulePx, angle, blur, quality}].
 */
export async function generateBadges({ count, seed = 1, sharp, writeBarcode }) {
  const rand = random(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const turns = Object.fromEntries(KINDS.map((kind) => [kind, Math.floor(rand() * SYMBOLOGY_TURNS[kind].length)]));
  const badges = [];
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length];
    const person = personOf(rand, pick);
    if (kind === 'plain' && SYMBOLOGY_TURNS.plain[turns.plain % SYMBOLOGY_TURNS.plain.length] === 'Code128') person.email = person.shortEmail; // a linear code stays short
    const { text, truth } = contentOf(kind, person, rand, pick);
    const wanted = SYMBOLOGY_TURNS[kind][turns[kind]++ % SYMBOLOGY_TURNS[kind].length];
    const symbology = text.length <= MAX_LENGTH[wanted] ? wanted : 'QRCode';
    const charset = [...text].some((char) => char.charCodeAt(0) > 0x7f) ? pick(CHARSETS) : 'ascii';
    const [input, options] = writerInput(text, charset);
    const written = await writeBarcode(input, { format: SYMBOLOGIES[symbology].write, scale: 1, ...options });
    if (written.error) throw new Error(`zxing-wasm writer, ${symbology} of ${text.length} characters: ${written.error}`);

    const badgeHeight = 760 + Math.floor(rand() * 240); // pixels in the frame
    const badgeWidth = Math.round((badgeHeight * BADGE.width) / BADGE.height);
    const unit = badgeWidth / BADGE.width;
    const box = codeBox(symbology, written.symbol, rand);
    const code = await codeRaster(sharp, written.symbol, Math.round(box.width * unit), Math.round(box.height * unit));
    const badge = await sharp(Buffer.from(badgeSvg(person, pick(EVENTS), pick(ROLES), badgeWidth, badgeHeight)))
      .composite([{ input: code, left: Math.round(box.x * unit), top: Math.round(box.y * unit) }])
      .png()
      .toBuffer();
    const shot = {
      angle: (rand() * 2 - 1) * 5,
      blur: 0.6 + rand() * 0.8,
      light: { from: 0.78 + rand() * 0.14, to: 0.92 + rand() * 0.12 },
      noise: 6 + rand() * 10,
      quality: 60 + Math.floor(rand() * 21),
    };
    if (rand() < 0.5) [shot.light.from, shot.light.to] = [shot.light.to, shot.light.from];
    const image = await photograph(sharp, { badge, rand, ...shot });
    badges.push({
      image,
      text,
      truth,
      kind,
      symbology,
      charset,
      modulePx: Math.round(((box.width * unit) / written.symbol.width) * 100) / 100,
      angle: Math.round(shot.angle * 10) / 10,
      blur: Math.round(shot.blur * 100) / 100,
      quality: shot.quality,
    });
  }
  return badges;
}

/** The SPA's formats, read from its source so that the bench follows it. */
function spaFormats(root) {
  const source = fs.readFileSync(path.join(root, 'frontend/src/components/contact-scan/detector.ts'), 'utf8');
  const list = source.match(/CODE_FORMATS\s*=\s*\[([^\]]*)\]/)?.[1];
  if (!list) throw new Error('CODE_FORMATS not found in contact-scan/detector.ts');
  const formats = [...list.matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1]);
  const unknown = formats.filter((format) => !ZXING_FORMAT[format]);
  if (unknown.length) throw new Error(`badges: no zxing-wasm name for the SPA's format(s) ${unknown.join(', ')}`);
  return formats;
}

/** zxing-wasm's reader and writer, each instantiated from its .wasm in node_modules. */
async function zxing(root) {
  const require = createRequire(path.join(root, 'package.json'));
  const [reader, writer] = await Promise.all([import('zxing-wasm/reader'), import('zxing-wasm/writer')]);
  const readerWasm = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
  const t0 = performance.now();
  await reader.prepareZXingModule({ overrides: { wasmBinary: fs.readFileSync(readerWasm) }, fireImmediately: true });
  const readerStartMs = performance.now() - t0;
  await writer.prepareZXingModule({ overrides: { wasmBinary: fs.readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm')) }, fireImmediately: true });
  // the package exports no package.json: it sits three levels above dist/reader/zxing_reader.wasm
  const { version } = JSON.parse(fs.readFileSync(path.resolve(readerWasm, '../../../package.json'), 'utf8'));
  return { readBarcodes: reader.readBarcodes, writeBarcode: writer.writeBarcode, readerStartMs, version };
}

function contactCodes(root) {
  const dist = path.join(root, 'shared/dist/contact-codes.js');
  if (!fs.existsSync(dist)) throw new Error('shared/dist/contact-codes.js is missing: npm run build -w @fairleads/shared');
  const stale = fs.statSync(dist).mtimeMs < fs.statSync(path.join(root, 'shared/src/contact-codes.ts')).mtimeMs;
  return { ...createRequire(path.join(root, 'package.json'))(dist), stale };
}

const share = (hits, of) => (of ? (100 * hits) / of : null);

export async function benchBadges(h) {
  const count = Math.max(1, Math.floor(h.num('BENCH_BADGES', 72)));
  const seed = Math.floor(h.num('BENCH_BADGES_SEED', 31));
  const require = createRequire(path.join(h.root, 'package.json'));
  const sharp = require('sharp');
  const { parseContactCode, stale } = contactCodes(h.root);
  const spa = spaFormats(h.root);
  const formats = spa.map((format) => ZXING_FORMAT[format]);
  const zx = await zxing(h.root);

  h.say(`badges: generating ${count} badge photos (seed ${seed}) …`);
  const badges = await generateBadges({ count, seed, sharp, writeBarcode: zx.writeBarcode });

  h.say(`badges: reading ${count} codes …`);
  const rows = [];
  for (const badge of badges) {
    const { data, info } = await sharp(badge.image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const frame = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
    const t0 = performance.now();
    const results = await zx.readBarcodes(frame, { formats, textMode: 'Plain' });
    const ms = performance.now() - t0;
    const read = results.find((result) => result.text); // the SPA takes the first code with a text
    const parsed = read ? parseContactCode(read.text) : null;
    rows.push({
      badge,
      ms,
      decoded: Boolean(read),
      readFormat: read?.format ?? null,
      textExact: read?.text === badge.text,
      emailExact: parsed?.contact.email === badge.truth.email,
      nameExact: badge.truth.name === undefined ? null : parsed?.contact.name === badge.truth.name,
      got: parsed ? { kind: parsed.kind, name: parsed.contact.name ?? null, email: parsed.contact.email ?? null } : null,
      codesInFrame: results.length,
    });
  }

  const counted = (pick) => rows.filter(pick).length;
  const decoded = counted((r) => r.decoded);
  const textExact = counted((r) => r.textExact);
  const emailExact = counted((r) => r.emailExact);
  const withName = counted((r) => r.nameExact !== null);
  const nameExact = counted((r) => r.nameExact === true);
  const ms = rows.map((r) => r.ms);
  const p50 = h.percentile(ms, 50);
  const p95 = h.percentile(ms, 95);
  const pct = (hits, of) => `${h.fmt(share(hits, of), 1)} %`;

  const breakdown = (keyOf, labelOf) => {
    const groups = new Map();
    for (const row of rows) {
      const key = keyOf(row);
      const group = groups.get(key) ?? { total: 0, decoded: 0, email: 0, ms: [] };
      group.total += 1;
      group.decoded += row.decoded ? 1 : 0;
      group.email += row.emailExact ? 1 : 0;
      group.ms.push(row.ms);
      groups.set(key, group);
    }
    return [...groups].map(([key, { ms: times, ...counts }]) => ({ key, label: labelOf(key), ...counts, p50Ms: h.percentile(times, 50) }));
  };
  const bySymbology = breakdown((r) => r.badge.symbology, (key) => SYMBOLOGIES[key].label);
  const byKind = breakdown((r) => r.badge.kind, (key) => KIND_LABELS[key]);
  const line = (groups) => groups.map((g) => `${g.label} ${g.decoded}/${g.total} read, e-mail ${g.email}/${g.total}, p50 ${h.fmt(g.p50Ms, 0)} ms`).join('; ');
  const misses = rows
    .filter((r) => !r.emailExact || r.nameExact === false)
    .map((r) => ({ kind: r.badge.kind, symbology: r.badge.symbology, charset: r.badge.charset, modulePx: r.badge.modulePx, angle: r.badge.angle, blur: r.badge.blur, quality: r.badge.quality, decoded: r.decoded, textExact: r.textExact, truth: r.badge.truth, got: r.got }));

  const notes = [
    `badges per symbology: ${line(bySymbology)}.`,
    `badges per content: ${line(byKind)}.`,
    `badges: decoded in Node (zxing-wasm ${zx.version}, its reader instantiated in ${h.fmt(zx.readerStartMs, 0)} ms); on a device the browser runs the same WebAssembly (or its own BarcodeDetector), on a slower CPU.`,
  ];
  if (stale) notes.push('badges: shared/dist/contact-codes.js is older than its source; the parse measured is the built one.');

  return {
    figures: [
      {
        id: 'badges-email',
        figure: `Badge codes: e-mail exact after parse (${count} generated badge photos, seed ${seed}, one 1920×1080 frame each)`,
        target: `≥ ${TARGETS.email} %`,
        measured: `${pct(emailExact, count)} (${emailExact}/${count}); decoded ${pct(decoded, count)}, text as encoded ${pct(textExact, count)}`,
        met: share(emailExact, count) >= TARGETS.email,
      },
      {
        id: 'badges-name',
        figure: 'Badge codes: name exact where the code carries one',
        target: '(information)',
        measured: `${pct(nameExact, withName)} (${nameExact}/${withName})`,
        met: null,
      },
      {
        id: 'badges-ms',
        figure: 'Badge codes: ms per decode of a frame (zxing-wasm in Node)',
        target: '(information; on a device in the browser)',
        measured: `p50 ${h.fmt(p50, 0)} ms, p95 ${h.fmt(p95, 0)} ms`,
        met: null,
      },
    ],
    notes,
    details: {
      count,
      seed,
      formats: { spa: spa, zxing: formats },
      decoded,
      textExact,
      emailExact,
      withName,
      nameExact,
      msPerDecode: { p50, p95, max: Math.max(...ms) },
      readerStartMs: zx.readerStartMs,
      bySymbology,
      byKind,
      misses,
    },
  };
}
