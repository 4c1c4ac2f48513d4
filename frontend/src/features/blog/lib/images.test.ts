import { hideBrokenImages, proxiedImageUrl, proxiedSrcset, rewriteBlogImages } from './images';

const ORIGIN = 'https://app.fairleads.example';
const proxy = (url: string) => `/api/image-proxy?url=${encodeURIComponent(url)}`;

function images(html: string): HTMLImageElement[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('img')];
}

describe('proxiedImageUrl', () => {
  it('routes external http(s) images through the proxy', () => {
    expect(proxiedImageUrl('https://cdn.example.com/a b.jpg?w=800&h=400', ORIGIN)).toBe(
      proxy('https://cdn.example.com/a%20b.jpg?w=800&h=400'),
    );
    expect(proxiedImageUrl('http://blog.example.org/x.png', ORIGIN)).toBe(proxy('http://blog.example.org/x.png'));
    expect(proxiedImageUrl('//cdn.example.com/y.webp', ORIGIN)).toBe(proxy('https://cdn.example.com/y.webp'));
  });

  it('leaves relative, same-origin and data: addresses alone', () => {
    expect(proxiedImageUrl('/screenshots/dashboard.jpg', ORIGIN)).toBe('/screenshots/dashboard.jpg');
    expect(proxiedImageUrl('bild.png', ORIGIN)).toBe('bild.png');
    expect(proxiedImageUrl(`${ORIGIN}/img/a.png`, ORIGIN)).toBe(`${ORIGIN}/img/a.png`);
    expect(proxiedImageUrl('data:image/png;base64,AAAA', ORIGIN)).toBe('data:image/png;base64,AAAA');
  });

  it('rewrites each srcset candidate and keeps the descriptors', () => {
    expect(proxiedSrcset('https://cdn.example.com/a-400.jpg 400w, /local-800.jpg 800w', ORIGIN)).toBe(
      `${proxy('https://cdn.example.com/a-400.jpg')} 400w, /local-800.jpg 800w`,
    );
  });
});

describe('rewriteBlogImages', () => {
  it('sends an external image through the proxy with native lazy loading', () => {
    const [img] = images(rewriteBlogImages('<p><img src="https://cdn.example.com/stand.jpg" alt="Messestand"></p>', ORIGIN));
    expect(img.getAttribute('src')).toBe(proxy('https://cdn.example.com/stand.jpg'));
    expect(img.getAttribute('alt')).toBe('Messestand');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('replaces placeholders by the lazy-load attributes and drops those attributes', () => {
    const html = [
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="https://cdn.example.com/1.jpg" class="lazyload wp-image-12">',
      '<img src="/wp-content/plugins/lazy/placeholder.png" data-lazy-src="https://cdn.example.com/2.jpg" data-lazy-srcset="https://cdn.example.com/2-300.jpg 300w, https://cdn.example.com/2-600.jpg 600w">',
      '<img src="https://cdn.example.com/lazy.gif" data-original="https://cdn.example.com/3.jpg" class="lazy">',
      '<img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" data-srcset="https://cdn.example.com/4-300.jpg 300w, https://cdn.example.com/4-900.jpg 900w" class="lazyloaded">',
    ].join('');
    const [one, two, three, four] = images(rewriteBlogImages(html, ORIGIN));

    expect(one.getAttribute('src')).toBe(proxy('https://cdn.example.com/1.jpg'));
    expect(one.hasAttribute('data-src')).toBe(false);
    expect(one.getAttribute('class')).toBe('wp-image-12');

    expect(two.getAttribute('src')).toBe(proxy('https://cdn.example.com/2.jpg'));
    expect(two.getAttribute('srcset')).toBe(
      `${proxy('https://cdn.example.com/2-300.jpg')} 300w, ${proxy('https://cdn.example.com/2-600.jpg')} 600w`,
    );
    expect(two.hasAttribute('data-lazy-src')).toBe(false);
    expect(two.hasAttribute('data-lazy-srcset')).toBe(false);

    expect(three.getAttribute('src')).toBe(proxy('https://cdn.example.com/3.jpg'));
    expect(three.hasAttribute('class')).toBe(false);
    expect(three.hasAttribute('data-original')).toBe(false);

    // only a lazy srcset: its largest candidate replaces the placeholder
    expect(four.getAttribute('src')).toBe(proxy('https://cdn.example.com/4-900.jpg'));
    expect(four.hasAttribute('class')).toBe(false);

    for (const img of [one, two, three, four]) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
    }
  });

  it('leaves relative and same-origin images where they are', () => {
    const [relative, same] = images(
      rewriteBlogImages(`<img src="/screenshots/leads.jpg" alt="Leads"><img src="${ORIGIN}/a.png" srcset="/a-2x.png 2x">`, ORIGIN),
    );
    expect(relative.getAttribute('src')).toBe('/screenshots/leads.jpg');
    expect(same.getAttribute('src')).toBe(`${ORIGIN}/a.png`);
    expect(same.getAttribute('srcset')).toBe('/a-2x.png 2x');
    expect(relative.getAttribute('loading')).toBe('lazy');
  });

  it('keeps the rest of the HTML unchanged and returns HTML without images as it was', () => {
    const plain = '<h2>Vor der Messe</h2><p>Text mit <a href="https://example.com">Link</a>.</p>';
    expect(rewriteBlogImages(plain, ORIGIN)).toBe(plain);
    const html = rewriteBlogImages('<h2>Bild</h2><figure><img src="https://x.example/a.jpg"><figcaption>Stand</figcaption></figure>', ORIGIN);
    expect(html).toContain('<h2>Bild</h2>');
    expect(html).toContain('<figcaption>Stand</figcaption>');
  });

  it('removes <noscript> fallbacks so an image is not shown twice', () => {
    const html = rewriteBlogImages(
      '<img data-src="https://x.example/a.jpg" src="data:image/gif;base64,AA" class="lazyload"><noscript><img src="https://x.example/a.jpg"></noscript>',
      ORIGIN,
    );
    expect(images(html)).toHaveLength(1);
  });
});

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
