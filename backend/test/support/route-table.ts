import { RequestMethod, type INestApplicationContext } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_METADATA, type RouteAccess } from '../../src/common/auth/access.decorators';

/** One HTTP route as Nest registered it, with the access declarations on its handler and its controller. */
export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL' | 'OPTIONS' | 'HEAD';
  /** The path under its controller's prefix, without the global /api prefix (e.g. events/:id). */
  path: string;
  controller: string;
  handler: string;
  /** Every declaration found: the handler's and the controller's. Exactly one is right. */
  declarations: RouteAccess[];
  /** What the guard applies: the handler's, else the controller's. */
  access: RouteAccess | undefined;
}

/** Every route of the app's controllers, read from the modules Nest wired (works in preview mode too). */
export function routeTable(app: INestApplicationContext): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const seen = new Set<unknown>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype: controller } of module.controllers.values()) {
      if (!controller || seen.has(controller)) continue;
      seen.add(controller);
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      const classAccess = Reflect.getMetadata(ACCESS_METADATA, controller) as RouteAccess | undefined;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const subPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (subPaths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] as RouteEntry['method'];
        const handlerAccess = Reflect.getMetadata(ACCESS_METADATA, handler) as RouteAccess | undefined;
        const declarations = [handlerAccess, classAccess].filter((access): access is RouteAccess => access !== undefined);
        for (const prefix of prefixes) {
          for (const subPath of [subPaths].flat()) {
            const path = [prefix, subPath].join('/').replace(/\/+/g, '/').replace(/^\/|\/$/g, '');
            routes.push({ method, path, controller: controller.name, handler: name, declarations, access: handlerAccess ?? classAccess });
          }
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export function describeAccess(access: RouteAccess | undefined): string {
  if (!access) return '(none)';
  if (access.kind === 'permission') return `@Allow('${access.permission}')`;
  if (access.kind === 'permission-or-stand-device') return `@AllowOrStandDevice('${access.permission}')`;
  if (access.kind === 'api-key') return `@ApiKeyRoute('${access.scope}')`;
  if (access.kind === 'metrics-scrape') return '@MetricsRoute';
  return `@${{ public: 'Public', 'signed-in': 'SignedIn', 'platform-admin': 'PlatformAdmin', 'stand-device': 'StandDevice' }[access.kind]}`;
}
