import { proxiedImageUrl, proxiedSrcset } from './post-images';
import { sanitizePostHtml } from './sanitize-post-html';

const ORIGIN = 'https://app.fairleads.example';
const proxy = (url: string) => `/api/image-proxy?url=${encodeURIComponent(url)}`;
/** The images of sanitised post HTML, as tag strings. */
const images = (html: string): string[] => html.match(/<img[^>]*>/g) ?? [];
const attr = (img: string | undefined, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img ?? '')?.[1]?.replace(/&amp;/g, '&') ?? null;

describe('proxiedImageUrl', () => {
  it('routes external http(s) images through the proxy', () => {
    expect(proxiedImageUrl('https://cdn.example.com/a b.jpg?w=800&h=400', ORIGIN)).toBe(proxy('https://cdn.example.com/a%20b.jpg?w=800&h=400'));
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

describe('images of a post as the sanitiser hands them out', () => {
  it('sends an external image through the proxy with native lazy loading', () => {
    const [img] = images(sanitizePostHtml('<p><img src="https://cdn.example.com/stand.jpg" alt="Messestand"></p>', ORIGIN));
    expect(attr(img, 'src')).toBe(proxy('https://cdn.example.com/stand.jpg'));
    expect(attr(img, 'alt')).toBe('Messestand');
    expect(attr(img, 'loading')).toBe('lazy');
    expect(attr(img, 'decoding')).toBe('async');
  });

  it('replaces placeholders by the lazy-load attributes and drops those attributes', () => {
    const html = [
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="https://cdn.example.com/1.jpg" class="lazyload wp-image-12">',
      '<img src="/wp-content/plugins/lazy/placeholder.png" data-lazy-src="https://cdn.example.com/2.jpg" data-lazy-srcset="https://cdn.example.com/2-300.jpg 300w, https://cdn.example.com/2-600.jpg 600w">',
      '<img src="https://cdn.example.com/lazy.gif" data-original="https://cdn.example.com/3.jpg" class="lazy">',
      '<img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" data-srcset="https://cdn.example.com/4-300.jpg 300w, https://cdn.example.com/4-900.jpg 900w" class="lazyloaded">',
    ].join('');
    const [one, two, three, four] = images(sanitizePostHtml(html, ORIGIN));

    expect(attr(one, 'src')).toBe(proxy('https://cdn.example.com/1.jpg'));
    expect(attr(one, 'class')).toBe('wp-image-12');
    expect(attr(two, 'src')).toBe(proxy('https://cdn.example.com/2.jpg'));
    expect(attr(two, 'srcset')).toBe(`${proxy('https://cdn.example.com/2-300.jpg')} 300w, ${proxy('https://cdn.example.com/2-600.jpg')} 600w`);
    expect(attr(three, 'src')).toBe(proxy('https://cdn.example.com/3.jpg'));
    expect(attr(three, 'class')).toBeNull();
    // only a lazy srcset: its largest candidate replaces the placeholder
    expect(attr(four, 'src')).toBe(proxy('https://cdn.example.com/4-900.jpg'));
    expect(attr(four, 'class')).toBeNull();
    for (const img of [one, two, three, four]) {
      expect(img).not.toMatch(/data-(src|lazy|original|srcset)/);
      expect(attr(img, 'loading')).toBe('lazy');
    }
  });

  it('leaves relative and same-origin images where they are', () => {
    const [relative, same] = images(sanitizePostHtml(`<img src="/screenshots/leads.jpg" alt="Leads"><img src="${ORIGIN}/a.png" srcset="/a-2x.png 2x">`, ORIGIN));
    expect(attr(relative, 'src')).toBe('/screenshots/leads.jpg');
    expect(attr(same, 'src')).toBe(`${ORIGIN}/a.png`);
    expect(attr(same, 'srcset')).toBe('/a-2x.png 2x');
    expect(attr(relative, 'loading')).toBe('lazy');
  });

  it('never turns an unsafe lazy-load address into src', () => {
    const [img] = images(sanitizePostHtml('<img src="data:image/gif;base64,AA" data-src="javascript:alert(1)" alt="x">', ORIGIN));
    expect(img).not.toContain('javascript');
    expect(attr(img, 'src')).toBeNull();
  });

  it('removes <noscript> fallbacks so an image is not shown twice, and keeps the rest of the HTML', () => {
    const html = sanitizePostHtml(
      '<h2>Bild</h2><figure><img data-src="https://x.example/a.jpg" src="data:image/gif;base64,AA" class="lazyload"><noscript><img src="https://x.example/a.jpg"></noscript><figcaption>Stand</figcaption></figure>',
      ORIGIN,
    );
    expect(images(html)).toHaveLength(1);
    expect(html).toContain('<h2>Bild</h2>');
    expect(html).toContain('<figcaption>Stand</figcaption>');
  });

  it('is the same when given its own output again (an excerpt cut from sanitised content)', () => {
    const once = sanitizePostHtml('<p><img src="https://cdn.example.com/a.jpg" srcset="https://cdn.example.com/a-2x.jpg 2x" alt="A"></p>', ORIGIN);
    expect(sanitizePostHtml(once, ORIGIN)).toBe(once);
  });
});
