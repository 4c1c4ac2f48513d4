import type { QueryFunction } from '@tanstack/react-query';
import { currentLocale, i18n, registerCatalogue } from '@/i18n';
import de from '@/locales/de/errors.json';
import en from '@/locales/en/errors.json';

registerCatalogue('errors', { de, en });

/** Error thrown by every API helper. `status` is the HTTP status (0 = no response). */
export class ApiError extends Error {
  readonly status: number;
  /** The `message` sent by the server (in the language the request asked for), if the body was JSON and had one. */
  readonly serverMessage?: string;
  /** A refused input's sentence per field (`errors` of a 400), by the field's name or path. */
  readonly fieldErrors?: Readonly<Record<string, string>>;
  /**
   * What went wrong, as the server names it (`code`: 'LEADS_LIMIT_REACHED', 'RATE_LIMITED', …; the
   * ErrorAnswer schema of /api/docs-json lists them). Tell errors apart by it, never by the message.
   */
  readonly code?: string;

  constructor(message: string, status: number, serverMessage?: string, fieldErrors?: Record<string, string>, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }
}

/** What an error says when the server gave no sentence of its own (people read it), in the SPA's language. */
export const API_ERROR_TEXTS = {
  get noAnswer() {
    return i18n.t('errors:noAnswer');
  },
  get unreadable() {
    return i18n.t('errors:unreadable');
  },
  status: (status: number) => i18n.t('errors:status', { status }),
};

/**
 * An error's sentence for people: the SPA's own words for its code where the catalogue has them
 * (codes whose meaning never varies), else the server's sentence, which is in the SPA's language
 * because every request says it (Accept-Language).
 */
function errorText(code: string | undefined, serverMessage: string | undefined): string | undefined {
  const key = `errors:codes.${code}`;
  if (code && i18n.exists(key)) return i18n.t(key as 'errors:codes.RATE_LIMITED');
  return serverMessage;
}

/** Every request says the SPA's language: the server answers its errors in it. */
function languageHeader(): Record<string, string> {
  return { 'Accept-Language': currentLocale() };
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const CSRF_BOOTSTRAP_URL = '/api/health';
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) {
      const raw = trimmed.slice(prefix.length);
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** Returns the CSRF token; if the cookie is missing, GET /api/health first (the server sets it). */
async function ensureXsrfToken(): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  try {
    await fetch(CSRF_BOOTSTRAP_URL, { credentials: 'include' });
  } catch {
    // The real request below will surface the network problem.
  }
  return readCookie(XSRF_COOKIE);
}

function extractMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const message = (data as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length > 0) return message.map(String).join(', ');
  return undefined;
}

/** The answer's `errors`: text by field; anything else in it is ignored. */
function extractFieldErrors(data: unknown): Record<string, string> | undefined {
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const texts = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
  return texts.length ? Object.fromEntries(texts) : undefined;
}

/** The answer's machine `code`, if it has one. */
function extractCode(data: unknown): string | undefined {
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code ? code : undefined;
}

/** The error of a non-ok answer: its code's or the JSON `message`'s sentence, else one with the status (or, without JSON, that the answer was unreadable). */
async function errorOf(res: Response): Promise<ApiError> {
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    return new ApiError(API_ERROR_TEXTS.unreadable, res.status);
  }
  const serverMessage = extractMessage(data);
  const code = extractCode(data);
  return new ApiError(errorText(code, serverMessage) ?? API_ERROR_TEXTS.status(res.status), res.status, serverMessage, extractFieldErrors(data), code);
}

/**
 * Generic mutation helper.
 * Non-ok: message from the JSON field `message`; API_ERROR_TEXTS.unreadable if the body is not
 * JSON; API_ERROR_TEXTS.status if it is JSON without a message. The error carries the numeric status.
 */
export async function apiRequest<T = unknown>(
  url: string,
  method: HttpMethod = 'GET',
  body?: unknown,
  /**
   * keepalive: the request outlives the page (a last save while the tab closes; body <= 64 KB).
   * headers: added to the request's own (e.g. a stand device's token); signal: to give up waiting.
   */
  options: { keepalive?: boolean; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader(), ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (MUTATING_METHODS.has(method)) {
    const token = await ensureXsrfToken();
    if (token) headers[XSRF_HEADER] = token;
  }

  const res = await fetch(url, {
    method,
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  });

  if (!res.ok) throw await errorOf(res);

  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Default data load: GET to the query key segments joined by '/', JSON read.
 * 401 throws unless `on401: 'returnNull'`; other non-ok responses throw '{status}: {text}'.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.map(String).join('/');
    const res = await fetch(url, { credentials: 'include', signal, headers: languageHeader() });
    if (options.on401 === 'returnNull' && res.status === 401) {
      return null as T;
    }
    if (!res.ok) {
      const text = (await res.text()) || res.statusText;
      throw new ApiError(`${res.status}: ${text}`, res.status, undefined, undefined, extractCode(parsedOrNull(text)));
    }
    return (await res.json()) as T;
  };
}

/**
 * Like apiRequest, but the answer is a file (e.g. a CSV export): returns the body as a Blob.
 * Errors are read the same way (JSON `message`, else API_ERROR_TEXTS).
 */
export async function apiRequestBlob(url: string, method: HttpMethod = 'GET'): Promise<Blob> {
  const headers: Record<string, string> = { Accept: 'text/csv, application/octet-stream, application/json', ...languageHeader() };
  if (MUTATING_METHODS.has(method)) {
    const token = await ensureXsrfToken();
    if (token) headers[XSRF_HEADER] = token;
  }
  const res = await fetch(url, { method, headers, credentials: 'include' });
  if (!res.ok) throw await errorOf(res);
  return res.blob();
}

/**
 * A GET whose headers matter (paging links, cursors): status, headers and the JSON body (none for
 * a 304). Uncached (`no-store`): lists of personal data stay out of the browser's disk cache.
 * A network failure is an ApiError with status 0; other non-ok answers throw like apiRequest.
 */
export async function apiGetWithHeaders<T>(url: string, signal?: AbortSignal): Promise<{ status: number; headers: Headers; data?: T }> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', signal, cache: 'no-store', headers: { Accept: 'application/json', ...languageHeader() } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(API_ERROR_TEXTS.noAnswer, 0);
  }
  if (res.status === 304) return { status: 304, headers: res.headers };
  if (!res.ok) throw await errorOf(res);
  return { status: res.status, headers: res.headers, data: (await res.json()) as T };
}

/**
 * A multipart upload (a file in FormData) with progress: XMLHttpRequest, because fetch reports no
 * upload progress. CSRF header, credentials and errors as apiRequest (status 0: no answer).
 */
export async function apiUpload<T = unknown>(
  url: string,
  method: 'POST' | 'PUT',
  body: FormData,
  onProgress?: (percent: number) => void,
  /** Added to the request's own (e.g. a stand device's token). */
  headers: Record<string, string> = {},
): Promise<T> {
  const token = await ensureXsrfToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(API_ERROR_TEXTS.noAnswer, 0));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        reject(new ApiError(API_ERROR_TEXTS.unreadable, xhr.status));
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const serverMessage = extractMessage(data);
      reject(new ApiError(serverMessage ?? API_ERROR_TEXTS.status(xhr.status), xhr.status, serverMessage, extractFieldErrors(data), extractCode(data)));
    };
    xhr.send(body);
  });
}
