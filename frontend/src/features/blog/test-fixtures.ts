import type { BlogList, BlogPost } from './types';

export function makePost(n: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: String(n),
    slug: `artikel-${n}`,
    title: `Messetipp Nummer ${n}`,
    date: `2026-02-${String(n).padStart(2, '0')}T08:00:00.000Z`,
    excerpt: `<p>Kurzfassung von Tipp ${n}.</p>`,
    content: `<p>Inhalt von Tipp ${n}.</p>`,
    featuredImage: null,
    featuredImageAlt: '',
    author: 'Team FairLeads',
    seo: { title: '', description: '', canonical: '', ogImage: null },
    ...overrides,
  };
}

export function makeList(page: number, totalPages: number, total: number, count: number): BlogList {
  const first = (page - 1) * 10 + 1;
  return {
    posts: Array.from({ length: count }, (_, i) => makePost(first + i)),
    pagination: { currentPage: page, totalPages, total },
  };
}
