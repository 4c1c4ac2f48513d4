// The API's description, generated from the code and committed (`npm run openapi`, `make openapi`):
//  1. docs/openapi.json: the OpenAPI document the server hands out at /api/docs-json, written by
//     backend/src/openapi-document.ts from a build of the backend with the @nestjs/swagger plugin
//     and the options nest-cli.json gives `nest build` (so it sees the same DTO metadata);
//     Beside it docs/public-api.openapi.json: the public API's OpenAPI 3.1 document, as
//     /api/v1/openapi.json hands it out (without the installation's server address);
//  2. frontend/src/lib/api/schema.d.ts: the SPA's API types, made from that document by
//     openapi-typescript.
// `--check` (part of `make lint`) writes both to a temporary folder instead and fails when a
// committed file differs, naming the file and the command that brings it up to date.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCUMENT = 'docs/openapi.json';
const PUBLIC_DOCUMENT = 'docs/public-api.openapi.json';
const TYPES = 'frontend/src/lib/api/schema.d.ts';
const FIX = 'npm run openapi';
/** Inside the repository, so the build finds node_modules; never committed. */
const BUILD_DIR = path.join(ROOT, 'node_modules/.cache/fairleads-openapi');

const requireFromBackend = createRequire(path.join(ROOT, 'backend/package.json'));
const requireFromFrontend = createRequire(path.join(ROOT, 'frontend/package.json'));

/** The backend compiled as `nest build` compiles it: tsconfig.build.json plus the swagger plugin. */
function buildBackend() {
  const ts = requireFromBackend('typescript');
  const swaggerPlugin = requireFromBackend('@nestjs/swagger/plugin');
  const nestCli = JSON.parse(fs.readFileSync(path.join(ROOT, 'nest-cli.json'), 'utf8'));
  const { options: pluginOptions } = nestCli.compilerOptions.plugins.find((plugin) => plugin.name === '@nestjs/swagger');
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, nestCli.compilerOptions.tsConfigPath),
    { outDir: BUILD_DIR, sourceMap: false, declaration: false, incremental: false },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail(ts.flattenDiagnosticMessageText(d.messageText, '\n')) },
  );
  fs.rmSync(BUILD_DIR, { recursive: true, force: true });
  const program = ts.createProgram(config.fileNames, config.options);
  // type errors are the typecheck's to report; an emit that fails outright is ours
  const { emitSkipped } = program.emit(undefined, undefined, undefined, false, { before: [swaggerPlugin.before(pluginOptions, program)] });
  if (emitSkipped) fail('the backend did not compile');
}

async function generate(outDir) {
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'build', '-w', '@fairleads/shared'], { cwd: ROOT, stdio: 'inherit' });
  buildBackend();
  const documentFile = path.join(outDir, DOCUMENT);
  const typesFile = path.join(outDir, TYPES);
  fs.mkdirSync(path.dirname(documentFile), { recursive: true });
  fs.mkdirSync(path.dirname(typesFile), { recursive: true });
  execFileSync(process.execPath, [path.join(BUILD_DIR, 'openapi-document.js'), documentFile, path.join(outDir, PUBLIC_DOCUMENT)], { cwd: ROOT, stdio: 'inherit' });

  const { default: openapiTS, astToString } = requireFromFrontend('openapi-typescript');
  const ast = await openapiTS(new URL(`file://${documentFile}`), { alphabetize: true });
  const header = `/**\n * Generated from ${DOCUMENT} by openapi-typescript (scripts/openapi.mjs): do not edit, run \`${FIX}\`.\n */\n\n`;
  fs.writeFileSync(typesFile, header + astToString(ast));
}

function fail(message) {
  process.stderr.write(`[openapi] ${message}\n`);
  process.exit(1);
}

if (process.argv.includes('--check')) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fairleads-openapi-'));
  try {
    await generate(scratch);
    const drifted = [DOCUMENT, PUBLIC_DOCUMENT, TYPES].filter((file) => {
      const committed = path.join(ROOT, file);
      return !fs.existsSync(committed) || fs.readFileSync(committed, 'utf8') !== fs.readFileSync(path.join(scratch, file), 'utf8');
    });
    if (drifted.length) {
      fail(`${drifted.join(' and ')} ${drifted.length > 1 ? 'do' : 'does'} not match the code: run \`${FIX}\` and commit the result.`);
    }
    process.stdout.write(`[openapi] ${DOCUMENT}, ${PUBLIC_DOCUMENT} and ${TYPES} match the code\n`);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
} else {
  await generate(ROOT);
  process.stdout.write(`[openapi] wrote ${DOCUMENT}, ${PUBLIC_DOCUMENT} and ${TYPES}\n`);
}
