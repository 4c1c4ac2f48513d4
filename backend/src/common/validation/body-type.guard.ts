import { CanActivate, ExecutionContext, Injectable, SetMetadata, UnsupportedMediaTypeException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { userFacing } from '../errors/http-exception.filter';
import { bilingual, localized, type Localized } from '../i18n/localized';

const BODY_TYPES = 'fairleads:body-types';
const JSON_ONLY = ['application/json'];
/** Methods whose body a route reads; a GET's or HEAD's body is ignored, as HTTP says. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The media types a route or controller reads from the body, when not JSON alone (the default). */
export const AcceptsBody = (...types: string[]) => SetMetadata(BODY_TYPES, types);

/** How the 415 names what the route takes. */
const TYPE_NAMES: Record<string, Localized> = {
  'application/json': localized('JSON (Content-Type: application/json)', 'JSON (Content-Type: application/json)'),
  'multipart/form-data': localized('Datei-Upload (Content-Type: multipart/form-data)', 'a file upload (Content-Type: multipart/form-data)'),
  'application/x-www-form-urlencoded': localized('Formular (Content-Type: application/x-www-form-urlencoded)', 'a form (Content-Type: application/x-www-form-urlencoded)'),
};

/**
 * The 415's sentence for a route's types. Declared with `bilingual` (an HttpException carries a
 * string): one pair per set of types the routes declare, so the remembered pairs stay few.
 */
function sendAs(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? localized(type, type));
  return bilingual(
    `Bitte sende die Daten als ${names.map((name) => name.de).join(' oder ')}.`,
    `Please send the data as ${names.map((name) => name.en).join(' or ')}.`,
  );
}

/**
 * A body the route cannot read answers 415 instead of being taken for an empty one: the parsers
 * skip a body of another type, so a text/plain or XML body on a route whose fields are optional
 * used to change nothing and answer 200. Routes take JSON unless they say otherwise
 * (@AcceptsBody: the image upload, the visitor pages' form posts). A request without a body (an
 * empty POST, as the SPA sends to routes that take none) needs no Content-Type.
 */
@Injectable()
export class BodyTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (!BODY_METHODS.has(req.method) || !carriesBody(req)) return true;
    const types = this.reflector.getAllAndOverride<string[] | undefined>(BODY_TYPES, [context.getHandler(), context.getClass()]) ?? JSON_ONLY;
    if (req.is(types)) return true;
    // an HttpException, so the visitor pages' own error filter answers it in the page's words too
    throw userFacing(new UnsupportedMediaTypeException(sendAs(types)));
  }
}

/**
 * Whether bytes follow the headers: a length above 0, or a chunked body that names its type. Some
 * proxies forward a bodiless POST as an empty chunked one without a type; that stays bodiless.
 */
function carriesBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return req.headers['content-type'] !== undefined;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}
