import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { buildOpenApiDocument } from './common/http/openapi';
import { prefixApiRoutes } from './common/http/visitor-paths';
import { buildPublicApiDocument } from './modules/public-api';

/**
 * Writes the API's OpenAPI document to the file named by the first argument, and the public
 * API's 3.1 document (what /api/v1/openapi.json answers, without its server address) to the second (scripts/openapi.mjs
 * runs it from the build, which carries the swagger plugin's DTO metadata). Preview mode wires
 * the modules and their routes without creating a provider: no database, Redis or mail server.
 */
async function writeDocument(target: string, publicTarget?: string): Promise<void> {
  const app = await NestFactory.create(AppModule.forRoot(), { preview: true, logger: false });
  prefixApiRoutes(app);
  writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
  if (publicTarget) writeFileSync(publicTarget, `${JSON.stringify(buildPublicApiDocument(app), null, 2)}\n`);
  await app.close();
}

const target = process.argv[2];
if (!target) {
  console.error('usage: node openapi-document.js <file> [<public API file>]');
  process.exit(2);
}
writeDocument(target, process.argv[3]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
