// Prints the pages, their sizes in points and the text of a PDF given on stdin as JSON
// ({ pages, sizes: [[width, height], …], text }), read with
// Mozilla's pdf.js, so a test reads a PDF as a person would. A separate process: pdf.js is ESM.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 }).promise;
const texts = [];
const sizes = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n);
  const [x0, y0, x1, y1] = page.view;
  sizes.push([x1 - x0, y1 - y0]);
  const content = await page.getTextContent();
  texts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, sizes, text: texts.join('\n') }));
