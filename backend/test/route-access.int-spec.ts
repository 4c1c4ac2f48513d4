import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../src/app.module';
import { describeAccess, routeTable, type RouteEntry } from './support/route-table';

/**
 * Deny by default: the access guard refuses a route without a declaration, so every route must
 * carry exactly one (@Public, @SignedIn, @Allow, @PlatformAdmin, @StandDevice; access.decorators.ts).
 * Preview mode wires the modules and their routes without creating providers: no database.
 */
describe('every route declares who may call it', () => {
  let app: INestApplication;
  let routes: RouteEntry[];

  beforeAll(async () => {
    app = await NestFactory.create(AppModule.forRoot(), { preview: true, logger: false });
    routes = routeTable(app);
    // the table for the reader (and the report): method, path, declaration
    console.log(routes.map((r) => `${r.method.padEnd(6)} /${r.path.padEnd(55)} ${describeAccess(r.access)}  (${r.controller}.${r.handler})`).join('\n'));
  });

  afterAll(() => app?.close());

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('has no route without a declaration', () => {
    const missing = routes.filter((r) => r.declarations.length === 0).map((r) => `${r.method} /${r.path} (${r.controller}.${r.handler})`);
    expect(missing).toEqual([]);
  });

  it('has no route with a declaration on both its handler and its controller', () => {
    const doubled = routes.filter((r) => r.declarations.length > 1).map((r) => `${r.method} /${r.path}: ${r.declarations.map(describeAccess).join(' + ')}`);
    expect(doubled).toEqual([]);
  });
});
