import { CanActivate, ExecutionContext, Injectable, SetMetadata, UnsupportedMediaTypeException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { userFacing } from '../errors/http-exception.filter';

const BODY_TYPES = 'fairleads:body-types';
const JSON_ONLY = ['application/json'];
/** Methods whose body a route reads; a GET's or HEAD's body is ignored, as HTTP says. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The media types a route or controller reads from the body, when not JSON alone (the default). */
export const AcceptsBody = (...types: string[]) => SetMetadata(BODY_TYPES, types);

/** How the 415 names what the route takes. */
const TYPE_NAMES: Record<string, string> = {
  'application/json': 'JSON (Content-Type: application/json)',
  'multipart/form-data': 'Datei-Upload (Content-Type: multipart/form-data)',
  'application/x-www-form-urlencoded': 'Formular (Content-Type: application/x-www-form-urlencoded)',
};

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
    const names = types.map((type) => TYPE_NAMES[type] ?? type).join(' oder ');
    // an HttpException, so the visitor pages' own error filter answers it in the page's words too
    throw userFacing(new UnsupportedMediaTypeException(`Bitte sende die Daten als ${names}.`));
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
