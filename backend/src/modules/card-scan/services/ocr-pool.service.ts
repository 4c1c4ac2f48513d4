import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { cardScanConfig } from '../../../config';
import { CardScanErrors } from '../card-scan.errors';

const LANGUAGES = ['deu', 'eng'];
/** tesseract.js's own worker script, started at a lower CPU priority (beside this file, copied into dist as an asset). */
const WORKER_SCRIPT = join(__dirname, 'ocr-worker-thread.cjs');
/** More cards than this waiting for a worker: the next one is refused (503) instead of queued. */
export const MAX_WAITING = 8;

export interface OcrResult {
  text: string;
  /** The mean word confidence, 0..1. */
  confidence: number;
}

/**
 * Tesseract (tesseract.js, its LSTM engine in WebAssembly) in its own worker threads, never on
 * the API's event loop, at a lower CPU priority than the API's requests (ocr-worker-thread.cjs):
 * CARD_SCAN_THREADS workers, started on the first scan and kept until
 * the module closes. Each reads one photo at a time; the others wait in a bounded queue.
 * The language data comes from the npm packages @tesseract.js-data/deu and /eng: nothing is
 * downloaded, nothing cached on disk.
 */
@Injectable()
export class OcrPool implements OnModuleDestroy {
  private readonly logger = new Logger(OcrPool.name);
  private workers: Promise<Worker[]> | undefined;
  private readonly idle: Worker[] = [];
  private readonly waiting: ((worker: Worker) => void)[] = [];
  private langPath: string | undefined;

  constructor(@Inject(cardScanConfig.KEY) private readonly config: ConfigType<typeof cardScanConfig>) {}

  async recognise(image: Buffer): Promise<OcrResult> {
    const worker = await this.acquire();
    try {
      const { data } = await worker.recognize(image);
      return { text: data.text, confidence: Math.max(0, Math.min(1, data.confidence / 100)) };
    } finally {
      this.release(worker);
    }
  }

  async onModuleDestroy(): Promise<void> {
    const workers = this.workers;
    this.workers = undefined;
    if (workers) await Promise.all((await workers.catch(() => [])).map((worker) => worker.terminate().catch(() => undefined)));
    if (this.langPath) rmSync(this.langPath, { recursive: true, force: true });
  }

  private async acquire(): Promise<Worker> {
    if (!this.workers) this.workers = this.start();
    await this.workers;
    const worker = this.idle.pop();
    if (worker) return worker;
    if (this.waiting.length >= MAX_WAITING) throw CardScanErrors.busy();
    return new Promise<Worker>((resolve) => this.waiting.push(resolve));
  }

  private release(worker: Worker): void {
    const next = this.waiting.shift();
    if (next) next(worker);
    else this.idle.push(worker);
  }

  private async start(): Promise<Worker[]> {
    const started = Date.now();
    const langPath = this.languageFolder();
    const workers = await Promise.all(
      Array.from({ length: this.config.threads }, async () => {
        const worker = await createWorker(LANGUAGES, OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none', workerPath: WORKER_SCRIPT });
        // sparse text: a card's lines stand apart, in columns and corners, not in paragraphs (the bench measures it)
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
        return worker;
      }),
    ).catch((error: unknown) => {
      this.workers = undefined;
      throw error;
    });
    this.idle.push(...workers);
    this.logger.log(`OCR ready: ${workers.length} worker thread(s) in ${Date.now() - started} ms`);
    return workers;
  }

  /**
   * tesseract.js reads every language from one folder: a temporary folder with links to the
   * packages' files (4.0.0_best_int, the integer LSTM models: as accurate as "best", faster).
   */
  private languageFolder(): string {
    if (this.langPath) return this.langPath;
    const folder = mkdtempSync(join(tmpdir(), 'fairleads-tessdata-'));
    for (const language of LANGUAGES) {
      symlinkSync(require.resolve(`@tesseract.js-data/${language}/4.0.0_best_int/${language}.traineddata.gz`), join(folder, `${language}.traineddata.gz`));
    }
    this.langPath = folder;
    return folder;
  }
}
