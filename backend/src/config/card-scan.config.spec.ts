import { loadCardScanConfig } from './card-scan.config';

describe('card scan settings', () => {
  it('defaults to one OCR thread and 8 MB', () => {
    expect(loadCardScanConfig({})).toEqual({ threads: 1, maxBytes: 8 * 1024 * 1024 });
  });

  it('takes its own values and refuses what is no count', () => {
    expect(loadCardScanConfig({ CARD_SCAN_THREADS: '2', CARD_SCAN_MAX_BYTES: '1048576' })).toEqual({ threads: 2, maxBytes: 1048576 });
    expect(() => loadCardScanConfig({ CARD_SCAN_THREADS: '0' })).toThrow('Invalid setting CARD_SCAN_THREADS: must be a whole number from 1 to 16.');
    expect(() => loadCardScanConfig({ CARD_SCAN_MAX_BYTES: '8MB' })).toThrow('Invalid setting CARD_SCAN_MAX_BYTES: must be a positive whole number of bytes.');
  });
});
