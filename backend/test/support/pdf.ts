import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The page count, the pages' sizes in points ([width, height]) and the text of a PDF, as pdf.js reads it (see pdf-text.mjs). */
export function readPdf(pdf: Buffer): { pages: number; sizes: [number, number][]; text: string } {
  const output = execFileSync(process.execPath, [join(__dirname, 'pdf-text.mjs')], { input: pdf, maxBuffer: 10_000_000 });
  return JSON.parse(output.toString('utf8'));
}
