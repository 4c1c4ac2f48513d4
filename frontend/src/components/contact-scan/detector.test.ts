import { describe, expect, it, vi } from 'vitest';
import { createCodeDetector } from './detector';

describe('createCodeDetector', () => {
  it('takes the browser’s BarcodeDetector where it reads QR codes, with the formats it has', async () => {
    const made: { formats: string[] }[] = [];
    class NativeDetector {
      static getSupportedFormats = async () => ['qr_code', 'ean_13', 'upc_a'];
      constructor(options: { formats: string[] }) {
        made.push(options);
      }
      detect = async () => [];
    }
    vi.stubGlobal('BarcodeDetector', NativeDetector);
    expect(await createCodeDetector()).toBeInstanceOf(NativeDetector);
    expect(made).toEqual([{ formats: ['qr_code', 'ean_13'] }]);
  });
});
