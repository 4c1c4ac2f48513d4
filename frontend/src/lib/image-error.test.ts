import { reportEarlyImageError } from './image-error';

const image = (state: Partial<HTMLImageElement>) => ({ complete: false, naturalWidth: 0, currentSrc: '', ...state }) as HTMLImageElement;

describe('reportEarlyImageError', () => {
  it('reports an image that had already failed when React attached it', () => {
    const onError = vi.fn();
    reportEarlyImageError(onError)(image({ complete: true, naturalWidth: 0, currentSrc: 'https://cdn.example.com/fehlt.png' }));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for a loaded image, one still loading, a lazy one not yet asked for and a detached ref', () => {
    const onError = vi.fn();
    const report = reportEarlyImageError(onError);
    report(image({ complete: true, naturalWidth: 1280, currentSrc: 'https://cdn.example.com/da.png' }));
    report(image({ complete: false, currentSrc: 'https://cdn.example.com/laedt.png' }));
    report(image({ complete: true, naturalWidth: 0, currentSrc: '' }));
    report(null);
    expect(onError).not.toHaveBeenCalled();
  });
});
