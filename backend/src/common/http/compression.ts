import { constants } from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Below this many bytes compressing saves less than it costs; the build uses the same limit. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli runs per request on a small machine: quality 5 is about 5 % smaller than gzip at about
 * gzip's cost (the SPA's main script: 84 KB in 14 ms, gzip 88 KB in 12 ms); 11 took 500 ms and
 * is for the build's precompressed files only.
 */
const DYNAMIC_BROTLI_QUALITY = 5;

/**
 * Streamed answers (the CSV export writes one row per call) reach the compressor in pieces of
 * at most this size, each flushed to the client. Row by row, zlib cost ten times the CPU
 * (0.5 s instead of 0.06 s for 20 000 rows), and brotli held back a 2.4 MB export until its
 * end; flushing every 64 KB costs about 0.5 % of the compressed size.
 */
export const STREAM_PIECE_BYTES = 64 * 1024;

/**
 * Compression of everything the server computes per request (API JSON, pages, the CSV export):
 * brotli when the client accepts it, else gzip, with `Vary: Accept-Encoding` on every
 * compressible answer. Answers that already carry a Content-Encoding (the build's
 * precompressed static files), HEAD, 304 and Cache-Control: no-transform pass unchanged.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({
    threshold: COMPRESSION_THRESHOLD,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
  return (req: Request, res: Response, next: NextFunction) =>
    compress(req, res, (error?: unknown) => {
      if (!error) sendStreamInPieces(res);
      next(error);
    });
}

type WriteArguments = [chunk: unknown, encodingOrCallback?: unknown, callback?: unknown];

/**
 * Collects what a handler writes within one turn of the event loop (at most STREAM_PIECE_BYTES)
 * and hands it to the compressor as one piece, then flushes it, so a stream keeps flowing to the
 * client. The headers still go out at the first write, as without this.
 */
function sendStreamInPieces(res: Response): void {
  const write = res.write as (...args: WriteArguments) => boolean;
  const end = res.end as (...args: unknown[]) => Response;
  let pieces: Buffer[] = [];
  let pieceBytes = 0;
  let scheduled: NodeJS.Immediate | null = null;

  const sendPiece = (): boolean => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    const piece = pieces.length === 1 ? pieces[0] : Buffer.concat(pieces, pieceBytes);
    pieces = [];
    pieceBytes = 0;
    if (res.destroyed) return false;
    const accepted = write.call(res, piece);
    res.flush();
    return accepted;
  };

  res.write = function writeInPieces(this: Response, ...args: WriteArguments): boolean {
    const [chunk, encodingOrCallback] = args;
    // a caller that waits for its own callback gets its write through unchanged
    if (typeof args[args.length - 1] === 'function' || chunk === undefined || chunk === null) {
      if (pieceBytes > 0) sendPiece();
      return write.apply(this, args);
    }
    if (!this.headersSent) this.writeHead(this.statusCode);
    const bytes = toBuffer(chunk, encodingOrCallback as BufferEncoding | undefined);
    pieces.push(bytes);
    pieceBytes += bytes.length;
    if (pieceBytes >= STREAM_PIECE_BYTES) return sendPiece();
    scheduled ??= setImmediate(sendPiece);
    return true;
  } as Response['write'];

  res.end = function endAfterPieces(this: Response, ...args: unknown[]): Response {
    if (pieceBytes > 0) sendPiece();
    return end.apply(this, args);
  } as Response['end'];
}

function toBuffer(chunk: unknown, encoding: BufferEncoding | undefined): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding);
  if (Buffer.isBuffer(chunk)) return chunk;
  const view = chunk as Uint8Array;
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}
