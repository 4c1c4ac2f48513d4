import { AppError } from '../../common/errors/app-error';
import { bilingual, localized } from '../../common/i18n/localized';

/** Every message the blog and the image proxy show, in one place (the query DTOs' messages, so declared with `bilingual`). */
export const BlogMessages = {
  pageInvalid: bilingual('Die Seitenzahl muss eine ganze Zahl ab 1 sein.', 'The page number must be a whole number from 1.'),
  perPageInvalid: bilingual(
    'Die Anzahl der Artikel pro Seite muss eine ganze Zahl zwischen 1 und 50 sein.',
    'The number of articles per page must be a whole number between 1 and 50.',
  ),
  imageUrlMissing: bilingual('Bitte gib die Adresse des Bildes an.', 'Please give the address of the image.'),
  imageUrlTooLong: bilingual('Die Bildadresse ist zu lang.', 'The image address is too long.'),
} as const;

export const BlogErrors = {
  postNotFound: () => new AppError(404, 'BLOG_POST_NOT_FOUND', localized('Artikel nicht gefunden', 'Article not found')),
  sourceUnavailable: () => new AppError(502, 'BLOG_SOURCE_UNAVAILABLE', localized('Blog-Posts konnten nicht geladen werden', 'Blog posts could not be loaded')),
} as const;

export const ImageProxyErrors = {
  forbiddenUrl: () => new AppError(400, 'IMAGE_PROXY_FORBIDDEN_URL', localized('Diese Bildadresse ist nicht erlaubt.', 'This image address is not allowed.')),
  upstreamFailed: () => new AppError(502, 'IMAGE_PROXY_UPSTREAM_FAILED', localized('Das Bild konnte nicht geladen werden.', 'The image could not be loaded.')),
  timeout: () => new AppError(504, 'IMAGE_PROXY_TIMEOUT', localized('Das Bild konnte nicht rechtzeitig geladen werden.', 'The image could not be loaded in time.')),
  tooLarge: (maxMegabytes: number) =>
    new AppError(
      502,
      'IMAGE_PROXY_TOO_LARGE',
      localized(`Das Bild ist zu groß (höchstens ${maxMegabytes} MB).`, `The image is too large (at most ${maxMegabytes} MB).`),
    ),
  notAnImage: () =>
    new AppError(502, 'IMAGE_PROXY_NOT_AN_IMAGE', localized('Unter dieser Adresse liegt kein unterstütztes Bild.', 'There is no supported image at this address.')),
  tooManyRedirects: () =>
    new AppError(502, 'IMAGE_PROXY_TOO_MANY_REDIRECTS', localized('Das Bild wird zu oft weitergeleitet.', 'The image is redirected too many times.')),
} as const;
