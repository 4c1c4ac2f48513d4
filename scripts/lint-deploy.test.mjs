// The deployment lint of `make lint` (node --test; part of `make test`): the real docker-compose.yml,
// docker/Dockerfile and docker/prometheus/ pass, and small broken files fail with a finding that
// names the place.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { lintCompose, lintDockerfile, lintPrometheus } from './lint-deploy.mjs';

const read = (file) => fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

// The broken cases are small files of their own, so that changes to the real ones cannot move them.
const compose = (service) => `x-app: &app
  image: fairleads:local
  init: true

services:
  api:
    <<: *app
${service}`;
const dockerfile = (healthcheck) => `FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
${healthcheck}
CMD ["node", "backend/dist/main.js"]
`;

describe('lint-deploy', () => {
  it('passes the real files (the script exits 0)', () => {
    assert.deepEqual(lintCompose(read('docker-compose.yml')), []);
    assert.deepEqual(lintDockerfile(read('docker/Dockerfile')), []);
    const run = spawnSync(process.execPath, [new URL('./lint-deploy.mjs', import.meta.url).pathname], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
  });

  it('passes a small valid file of each kind (the cases below differ from these in one line)', () => {
    assert.deepEqual(lintCompose(compose('    ports:\n      - "3000:3000"\n    stop_grace_period: 30s\n')), []);
    assert.deepEqual(lintDockerfile(dockerfile('HEALTHCHECK --interval=15s CMD ["node", "-e", "0"]')), []);
  });

  it('refuses an unknown key in a service, naming service, key and line', () => {
    assert.deepEqual(lintCompose(compose('    ports:\n      - "3000:3000"\n    replica: 2\n')), ["docker-compose.yml:10 services.api: unknown key 'replica'"]);
  });

  it('refuses a number where the schema wants a list of ports', () => {
    assert.deepEqual(lintCompose(compose('    ports: 3000\n')), ['docker-compose.yml:8 services.api.ports: must be array']);
  });

  it('refuses a boolean stop_grace_period', () => {
    assert.deepEqual(lintCompose(compose('    stop_grace_period: true\n')), ['docker-compose.yml:8 services.api.stop_grace_period: must be string']);
  });

  it('refuses an unknown instruction and a bad HEALTHCHECK flag in the Dockerfile, with their lines', () => {
    const broken = dockerfile('HEALTHCHECK --intervall=15s CMD ["node", "-e", "0"]').replace('COPY . .', 'COPYY . .');
    assert.deepEqual(lintDockerfile(broken), ['docker/Dockerfile:3: error: Unknown instruction: COPYY', 'docker/Dockerfile:4: error: Unknown flag: intervall']);
  });

  describe('docker/prometheus/ through promtool', () => {
    const real = new URL('../docker/prometheus/', import.meta.url).pathname;
    /** A copy of the real folder with one file changed by `edit`. */
    const copyWith = (file, edit) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-deploy-test-'));
      for (const name of fs.readdirSync(real)) fs.copyFileSync(path.join(real, name), path.join(dir, name));
      fs.writeFileSync(path.join(dir, file), edit(fs.readFileSync(path.join(dir, file), 'utf8')));
      return dir;
    };

    it('passes the real scrape configuration, alert rules and their cases', () => {
      assert.deepEqual(lintPrometheus(real), []);
    });

    it('refuses a rule whose expression does not parse, naming the file', () => {
      const dir = copyWith('alert-rules.yml', (text) => text.replace('> 300', '>> 300'));
      const findings = lintPrometheus(dir);
      // the configuration loads the rules, so it fails too
      assert.deepEqual(
        findings.map((f) => f.split(':')[0]),
        ['docker/prometheus/prometheus.yml', 'docker/prometheus/alert-rules.yml', 'docker/prometheus/alert-rules.test.yml'],
      );
      assert.match(findings[1], /promtool check rules failed:[\s\S]*parse error/);
      fs.rmSync(dir, { recursive: true });
    });

    it('refuses a rule that no longer does what its cases expect (the outbox alert after 50 minutes)', () => {
      const dir = copyWith('alert-rules.yml', (text) => text.replace('> 300', '> 3000'));
      const findings = lintPrometheus(dir);
      assert.equal(findings.length, 1);
      assert.match(findings[0], /^docker\/prometheus\/alert-rules\.test\.yml: promtool test rules failed:[\s\S]*alertname: FairLeadsOutboxLate/);
      fs.rmSync(dir, { recursive: true });
    });

    it('says how to get promtool when it is missing', () => {
      assert.deepEqual(lintPrometheus(real, { promtool: '/nonexistent/promtool' }), [
        "promtool not found: install Debian's prometheus package (sudo apt-get install prometheus), which make lint needs to check docker/prometheus/",
      ]);
    });
  });
});
