import { AppError } from '../../common/errors/app-error';

/** Every message the blog and the image proxy show, in one place. */
export const BlogMessages = {
  pageInvalid: 'Die Seitenzahl muss eine ganze Zahl ab 1 sein.',
  perPageInvalid: 'Die Anzahl der Artikel pro Seite muss eine ganze Zahl zwischen 1 und 50 sein.',
  imageUrlMissing: 'Bitte gib die Adresse des Bildes an.',
  imageUrlTooLong: 'Die Bildadresse ist zu lang.',
} as const;

export const BlogErrors = {
  postNotFound: () => new AppError(404, 'BLOG_POST_NOT_FOUND', 'Artikel nicht gefunden'),
  sourceUnavailable: () => new AppError(502, 'BLOG_SOURCE_UNAVAILABLE', 'Blog-Posts konnten nicht geladen werden'),
} as const;

export const ImageProxyErrors = {
  forbiddenUrl: () => new AppError(400, 'IMAGE_PROXY_FORBIDDEN_URL', 'Diese Bildadresse ist nicht erlaubt.'),
  upstreamFailed: () => new AppError(502, 'IMAGE_PROXY_UPSTREAM_FAILED', 'Das Bild konnte nicht geladen werden.'),
  timeout: () => new AppError(504, 'IMAGE_PROXY_TIMEOUT', 'Das Bild konnte nicht rechtzeitig geladen werden.'),
  tooLarge: (maxMegabytes: number) =>
    new AppError(502, 'IMAGE_PROXY_TOO_LARGE', `Das Bild ist zu groß (höchstens ${maxMegabytes} MB).`),
  notAnImage: () => new AppError(502, 'IMAGE_PROXY_NOT_AN_IMAGE', 'Unter dieser Adresse liegt kein unterstütztes Bild.'),
  tooManyRedirects: () => new AppError(502, 'IMAGE_PROXY_TOO_MANY_REDIRECTS', 'Das Bild wird zu oft weitergeleitet.'),
} as const;
