import { once } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express, { type Response } from 'express';
import { compressAnswers, STREAM_PIECE_BYTES } from './compression';

/** CSV rows as the export writes them: one write per row. */
const ROWS = Array.from({ length: 5_000 }, (_, i) => `Besucherin ${i},besucher${i}@example.com,Hannover Messe,Handel,Pending,01.03.2026 10:00,\n`);
const CSV = Buffer.from(ROWS.join(''));

interface Stream {
  server: Server;
  /** How often compression handed bytes to the connection. */
  socketWrites: () => number;
}

/** An app whose /export writes ROWS one by one, then waits for `beforeEnd` before it ends. */
async function streamingApp(beforeEnd: () => Promise<void> = async () => {}): Promise<Stream> {
  let writes = 0;
  const app = express();
  app.use((_req, res, next) => {
    const write = res.write;
    res.write = function countedWrite(this: Response, ...args: unknown[]) {
      writes += 1;
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as Response['write'];
    next();
  });
  app.use(compressAnswers());
  app.get('/export', async (_req, res) => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    await pipeline(Readable.from(ROWS, { objectMode: false }), res, { end: false });
    await beforeEnd();
    res.end();
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, socketWrites: () => writes };
}

function download(server: Server, encoding: string, onFirstBytes: () => void = () => {}): Promise<{ encoding?: string; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: '/export', headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (chunks.length === 0) onFirstBytes();
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compressAnswers on a streamed answer', () => {
  let stream: Stream | undefined;
  afterEach(() => {
    stream?.server.closeAllConnections();
    stream?.server.close();
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('delivers %s-compressed rows while the answer is still open', async (encoding, decompress) => {
    let clientHasBytes!: () => void;
    const firstBytes = new Promise<void>((resolve) => (clientHasBytes = resolve));
    // the answer ends only once the client has seen compressed bytes: without flushing, brotli
    // keeps the whole file until the end and this never finishes
    stream = await streamingApp(() => firstBytes);
    const answer = await download(stream.server, encoding, clientHasBytes);
    expect(answer.encoding).toBe(encoding);
    expect(decompress(answer.body).equals(CSV)).toBe(true);
  }, 10_000);

  it('hands the rows on in pieces instead of one write per row', async () => {
    stream = await streamingApp();
    const answer = await download(stream.server, 'identity');
    expect(answer.body.equals(CSV)).toBe(true);
    expect(stream.socketWrites()).toBeLessThanOrEqual(Math.ceil(CSV.length / STREAM_PIECE_BYTES) + 10);
  });
});
