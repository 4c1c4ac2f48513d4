import { hideBrokenImages } from './images';

describe('hideBrokenImages', () => {
  it('hides an image (and its figure) when it fails to load, and stops listening on cleanup', () => {
    const root = document.createElement('div');
    root.innerHTML = '<figure><img src="/a.jpg"><figcaption>A</figcaption></figure><img src="/b.jpg"><img src="/c.jpg">';
    const [a, b, c] = [...root.querySelectorAll('img')];
    const cleanup = hideBrokenImages(root);

    a.dispatchEvent(new Event('error'));
    b.dispatchEvent(new Event('error'));
    expect(a.hidden).toBe(true);
    expect(root.querySelector('figure')!.hidden).toBe(true);
    expect(b.hidden).toBe(true);
    expect(c.hidden).toBe(false);

    cleanup();
    c.dispatchEvent(new Event('error'));
    expect(c.hidden).toBe(false);
  });
});
