import { htmlToText, sanitizePostHtml as sanitize, truncateText } from './sanitize-post-html';

const sanitizePostHtml = (html: string) => sanitize(html, 'https://app.fairleads.example');
const proxy = (url: string) => `/api/image-proxy?url=${encodeURIComponent(url)}`;

describe('sanitizePostHtml', () => {
  it('drops scripts, styles, frames and event handlers, text and all', () => {
    const html = sanitizePostHtml(
      '<p onclick="steal()">Hallo<script>alert(1)</script><style>p{display:none}</style>' +
        '<img src="https://cdn.example.com/a.png" onerror="alert(2)" alt="A"><iframe src="https://evil.example">Rahmen</iframe></p>',
    );
    expect(html).toBe(`<p>Hallo<img src="${proxy('https://cdn.example.com/a.png')}" alt="A" loading="lazy" decoding="async" /></p>`);
  });

  it('keeps only http, https and mailto links and forces rel on new-tab links', () => {
    const html = sanitizePostHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&#58;alert(1)">b</a><a href="//evil.example/x">c</a>' +
        '<a href="data:text/html,x">d</a><a href="mailto:team@example.com">e</a><a href="/blog/x" title="t">f</a>' +
        '<a href="https://example.com" target="_blank" rel="opener">g</a><a href="https://example.com" target="_self" rel="opener">h</a>',
    );
    expect(html).toBe(
      '<a>a</a><a>b</a><a>c</a><a>d</a><a href="mailto:team@example.com">e</a><a href="/blog/x" title="t">f</a>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">g</a><a href="https://example.com" target="_self" rel="opener">h</a>',
    );
  });

  it('turns lazy-load attributes into src only with safe addresses, and srcset keeps only safe candidates', () => {
    const html = sanitizePostHtml(
      '<img src="data:image/gif;base64,R0lGOD" data-src="javascript:alert(1)" data-lazy-src="https://cdn.example.com/b.jpg" ' +
        'class="lazyload" loading="lazy" width="640" height="480" srcset="https://cdn.example.com/b-300.jpg 300w, javascript:alert(1) 600w" style="x">',
    );
    expect(html).toBe(
      `<img src="${proxy('https://cdn.example.com/b.jpg')}" loading="lazy" width="640" height="480" srcset="${proxy('https://cdn.example.com/b-300.jpg')} 300w" decoding="async" />`,
    );
  });

  it('keeps the structure of an article: headings, lists, figures, tables, code', () => {
    const input =
      `<h2>Titel</h2><ul><li><strong>a</strong></li></ul><ol start="3"><li><em>b</em></li></ol><figure><img src="${proxy('https://x.example/c.png')}" alt="c" loading="lazy" decoding="async" /><figcaption>C</figcaption></figure>` +
      '<blockquote><p>Zitat</p></blockquote><pre><code>npm test</code></pre><table><thead><tr><th scope="col">K</th></tr></thead><tbody><tr><td colspan="2">W</td></tr></tbody></table><hr /><p>a<br />b</p>';
    expect(sanitizePostHtml(input)).toBe(input);
  });
});

describe('htmlToText', () => {
  it('strips tags and decodes entities', () => {
    expect(htmlToText('Tipps &#8211; &amp; Tricks&hellip; <b>fett</b> &lt;script&gt; &#8222;x&#8220;<script>bad()</script>')).toBe(
      'Tipps – & Tricks… fett <script> „x“',
    );
  });
});

describe('truncateText', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncateText('kurz', 10)).toBe('kurz');
    expect(truncateText('Messekontakte schnell nachfassen, bevor sie kalt werden', 30)).toBe('Messekontakte schnell…');
  });
});
