import type { CodeDetector } from './types';

/** The code formats of badges and cards: QR, Data Matrix, Aztec, PDF417, Code 128, Code 39, EAN. */
export const CODE_FORMATS = ['qr_code', 'data_matrix', 'aztec', 'pdf417', 'code_128', 'code_39', 'ean_13', 'ean_8'] as const;

interface DetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's BarcodeDetector where it reads QR codes (Chrome on Android and macOS), else the
 * barcode-detector polyfill: ZXing in WebAssembly, its .wasm file served from our own build
 * (Vite's ?url), never from the CDN the package would use by default. Both load only when a
 * scanner opens.
 */
export async function createCodeDetector(): Promise<CodeDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (supported.includes('qr_code')) return new native({ formats: CODE_FORMATS.filter((format) => supported.includes(format)) });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // instantiated now, so a browser that refuses WebAssembly shows up as the scanner opens
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...CODE_FORMATS] });
}

/**
 * Loads the code reader ahead of need (a stand device without a BarcodeDetector fetches the
 * polyfill and its .wasm now, while it is online), so the stand's service worker can keep them
 * for a badge scan in a hall without network.
 */
export async function prepareCodeDetector(): Promise<void> {
  await createCodeDetector();
}
