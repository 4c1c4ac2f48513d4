import { Logger } from '@nestjs/common';
import { TickGuard } from './tick-guard';

describe('TickGuard', () => {
  const logger = new Logger('test');
  beforeEach(() => jest.spyOn(logger, 'warn').mockImplementation(() => undefined));

  it('skips a tick while the previous one still runs, and runs the next one after it', async () => {
    const guard = new TickGuard(logger, 'sweep');
    let release!: () => void;
    let runs = 0;
    const first = guard.run(() => {
      runs++;
      return new Promise<void>((resolve) => (release = resolve));
    });
    expect(await guard.run(async () => void runs++)).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await guard.run(async () => void runs++)).toBe(true);
    expect(runs).toBe(2);
  });

  it('logs a failed tick under its name and lets the next one run', async () => {
    const guard = new TickGuard(logger, 'retention tick');
    expect(await guard.run(() => Promise.reject(new Error('database gone')))).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith({ err: 'database gone' }, 'retention tick failed');
    expect(await guard.run(async () => undefined)).toBe(true);
  });
});
