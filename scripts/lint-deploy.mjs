// The deployment files, checked without a Docker engine (part of `make lint`):
//  - docker-compose.yml against the Compose specification's JSON schema
//    (docker/compose-spec.schema.json: schema/compose-spec.json of github.com/compose-spec/compose-spec,
//    commit 170098ba07d9f53c383a41bfd4c5166b0a4529a6 of 2026-06-23, Apache-2.0; vendored verbatim,
//    docker/README.md says how to refresh it);
//  - docker/Dockerfile with dockerfile-utils (the validator behind VS Code's Dockerfile support);
//  - docker/prometheus/ with promtool (Debian's package `prometheus`): the scrape configuration
//    (`promtool check config`), the alert rules (`promtool check rules`) and their cases
//    (`promtool test rules alert-rules.test.yml`).
// Prints each finding as `file:line place: message` and exits 1 on any.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv'; // the schema is draft-07, the draft of Ajv's default class
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import { validate as validateDockerfile } from 'dockerfile-utils';
import { LineCounter, parseDocument } from 'yaml';

const root = new URL('..', import.meta.url);
const schema = JSON.parse(fs.readFileSync(new URL('docker/compose-spec.schema.json', root), 'utf8'));

// The schema names $schema https://json-schema.org/draft-07/schema; Ajv knows draft-07 as
// http://json-schema.org/draft-07/schema#, so its copy of that meta-schema is registered under the
// spelling the schema uses (the schema itself is then checked against draft-07, too).
// Of Ajv's strict mode, which is about how a schema is written, two rules do not fit the Compose
// schema's style, both valid draft-07: union types (["boolean", "string"]: a value or a ${VARIABLE}) and
// object keywords in a oneOf branch without `type: object`. The rest stays on (an unknown keyword
// would throw). No format plugin: the schema has no `format` keyword.
// allErrors: every problem in one run, not the first one only.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false });
ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
const checkCompose = ajv.compile(schema);

/** The findings for a Compose file's text, each `file:line place: message`; [] when it is valid. */
export function lintCompose(text, file = 'docker-compose.yml') {
  const lineCounter = new LineCounter();
  // merge: the YAML 1.1 `<<: *anchor` merge keys that Compose files use (yaml's 1.2 default lacks them)
  const doc = parseDocument(text, { lineCounter, merge: true, prettyErrors: false });
  const lineOf = (offset) => lineCounter.linePos(offset).line;
  if (doc.errors.length) return doc.errors.map((e) => `${file}:${lineOf(e.pos[0])}: ${e.message}`);
  if (checkCompose(doc.toJS())) return [];
  const findings = collapse(checkCompose.errors).map((error) => {
    const path = error.instancePath.split('/').slice(1).map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
    const place = error.params.additionalProperty === undefined ? path : [...path, error.params.additionalProperty];
    return `${file}:${lineOf(nodeOffset(doc, place))} ${path.join('.') || '(top level)'}: ${explain(error)}`;
  });
  return [...new Set(findings)];
}

/** Where the closest existing node on `path` starts (a key merged in through `<<` is not in the service's own map: the service's start). */
function nodeOffset(doc, path) {
  for (let n = path.length; n > 0; n--) {
    const node = doc.getIn(path.slice(0, n), true);
    if (node?.range) return node.range[0];
  }
  return doc.contents?.range?.[0] ?? 0;
}

/**
 * A value that fits no branch of a oneOf/anyOf gets an error from every branch. Keep what says
 * something: the branch errors other than 'must be <type>' (e.g. an unknown key), and where there
 * is none at or below the place, one 'must be <the branches' types>'.
 */
function collapse(errors) {
  const isSummary = (e) => e.keyword === 'oneOf' || e.keyword === 'anyOf';
  const summaries = errors.filter(isSummary);
  const isBranchType = (e) => e.keyword === 'type' && summaries.some((s) => s.instancePath === e.instancePath);
  const precise = errors.filter((e) => !isSummary(e) && !isBranchType(e));
  const findings = [...precise];
  for (const summary of summaries) {
    if (precise.some((e) => `${e.instancePath}/`.startsWith(`${summary.instancePath}/`))) continue;
    const types = errors.filter((e) => isBranchType(e) && e.instancePath === summary.instancePath).flatMap((e) => e.params.type);
    findings.push(types.length ? { ...summary, keyword: 'type', params: { type: types } } : summary);
  }
  return findings;
}

function explain(error) {
  if (error.keyword === 'additionalProperties') return `unknown key '${error.params.additionalProperty}'`;
  if (error.keyword === 'type') return `must be ${[error.params.type].flat().join(' or ')}`;
  if (error.keyword === 'enum') return `${error.message}: ${error.params.allowedValues.join(', ')}`;
  return error.message;
}

/** The findings for a Dockerfile's text: its errors and warnings, each `file:line: message`. */
export function lintDockerfile(text, file = 'docker/Dockerfile') {
  return validateDockerfile(text).map((d) => `${file}:${d.range.start.line + 1}: ${d.severity === 1 ? 'error' : 'warning'}: ${d.message}`);
}

/** Where compose mounts the METRICS_TOKEN secret in Prometheus' container (docker-compose.yml, prometheus.yml). */
const TOKEN_FILE = '/run/secrets/metrics_token';
const PROMTOOL_MISSING = "promtool not found: install Debian's prometheus package (sudo apt-get install prometheus), which make lint needs to check docker/prometheus/";

/**
 * The findings of promtool for a folder laid out like docker/prometheus/ (prometheus.yml,
 * alert-rules.yml, alert-rules.test.yml); [] when all pass. promtool wants every file the
 * configuration names to exist, and the token file exists only inside Prometheus' container, so
 * the configuration is checked as a copy that names a scratch token file instead (nothing else
 * changed). `promtool`: the command (PROMTOOL, else promtool on the PATH).
 */
export function lintPrometheus(dir = fileURLToPath(new URL('docker/prometheus/', root)), { promtool = process.env.PROMTOOL || 'promtool', shown = 'docker/prometheus' } = {}) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fairleads-promtool-'));
  try {
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.yml'))) fs.copyFileSync(path.join(dir, file), path.join(scratch, file));
    const token = path.join(scratch, 'metrics_token');
    fs.writeFileSync(token, 'lint-deploy\n');
    const config = path.join(scratch, 'prometheus.yml');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replaceAll(TOKEN_FILE, token));
    const runs = [
      { file: 'prometheus.yml', args: ['check', 'config', config] },
      { file: 'alert-rules.yml', args: ['check', 'rules', path.join(dir, 'alert-rules.yml')] },
      { file: 'alert-rules.test.yml', args: ['test', 'rules', path.join(dir, 'alert-rules.test.yml')] },
    ];
    const findings = [];
    for (const { file, args } of runs) {
      const run = spawnSync(promtool, args, { encoding: 'utf8', cwd: dir });
      if (run.error?.code === 'ENOENT') return [PROMTOOL_MISSING];
      if (run.error) throw run.error;
      if (run.status === 0) continue;
      const said = `${run.stdout}${run.stderr}`.replaceAll(scratch, shown).replaceAll(dir.replace(/\/$/, ''), shown).trim();
      findings.push(`${shown}/${file}: promtool ${args.slice(0, 2).join(' ')} failed:\n${said.replace(/^/gm, '  ')}`);
    }
    return findings;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const read = (file) => fs.readFileSync(new URL(file, root), 'utf8');
  const findings = [...lintCompose(read('docker-compose.yml')), ...lintDockerfile(read('docker/Dockerfile')), ...lintPrometheus()];
  for (const finding of findings) process.stderr.write(`${finding}\n`);
  if (findings.length) process.exitCode = 1;
  else process.stdout.write('[fairleads] docker-compose.yml matches the Compose schema; docker/Dockerfile has no findings; promtool passes docker/prometheus/ (configuration, alert rules and their cases)\n');
}
