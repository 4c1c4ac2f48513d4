// Loaded into the bench's API process with `node --require e2e/bench/api-probe.cjs` (run.mjs does
// this; nothing in the product knows it). It lets the bench, from outside, for a window it chooses:
//
//   profile   record a V8 CPU profile (the sampler behind `node --cpu-prof`, 1 ms interval) and
//             write it as <BENCH_PROBE_DIR>/<label>.cpuprofile. `--cpu-prof` itself writes only
//             when the process exits normally; Nest answers SIGTERM by killing itself with the
//             same signal, which writes nothing, and a whole-life profile would mix start-up
//             into the load. So the same profiler runs through the inspector, windowed.
//   sql       record every statement the process sends to PostgreSQL (node-postgres
//             Client#query, the driver under TypeORM and the session store), with its time.
//
// Protocol: the bench writes <dir>/command.json ({ id, action, label }) and sends SIGWINCH; the
// probe answers in <dir>/reply-<id>.json ({ ok, ... } or { ok: false, error }). SIGWINCH because
// a process ignores it by default and Nest's shutdown hooks do not listen to it (they take
// SIGUSR2, and SIGUSR1 opens Node's inspector).

'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const dir = process.env.BENCH_PROBE_DIR;
if (dir) {
  fs.mkdirSync(dir, { recursive: true });
  let session = null;
  let sql = null; // { started, statements: [{ at, text }] }

  // the driver of the API itself (resolved from its entry file, so the same module instance)
  try {
    const pg = createRequire(path.resolve(process.argv[1] ?? path.join(process.cwd(), 'x.js')))('pg');
    const query = pg.Client.prototype.query;
    const ids = new WeakMap();
    let nextId = 0;
    pg.Client.prototype.query = function probedQuery(config, ...rest) {
      if (sql) {
        const text = typeof config === 'string' ? config : config && typeof config.text === 'string' ? config.text : String(config);
        if (!ids.has(this)) ids.set(this, ++nextId);
        // connection: tells one transaction's statements from another's
        sql.statements.push({ at: Date.now(), connection: ids.get(this), text: text.replace(/\s+/g, ' ').trim() });
      }
      return query.call(this, config, ...rest);
    };
  } catch (error) {
    process.stderr.write(`[api-probe] node-postgres not found, no SQL trace: ${error.message}\n`);
  }

  const post = (method, params = {}) =>
    new Promise((resolve, reject) => session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))));

  const actions = {
    async 'profile-start'() {
      if (session) throw new Error('a profile is already running');
      const inspector = require('node:inspector');
      session = new inspector.Session();
      session.connect();
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: 1000 });
      await post('Profiler.start');
      return {};
    },
    async 'profile-stop'({ label }) {
      if (!session) throw new Error('no profile is running');
      const { profile } = await post('Profiler.stop');
      session.disconnect();
      session = null;
      const file = path.join(dir, `${(label || 'api').replace(/[^\w.-]+/g, '_')}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      return { file };
    },
    async 'sql-start'() {
      sql = { started: Date.now(), statements: [] };
      return {};
    },
    async 'sql-stop'() {
      const done = sql ?? { started: Date.now(), statements: [] };
      sql = null;
      return { started: done.started, stopped: Date.now(), statements: done.statements };
    },
  };

  process.on('SIGWINCH', () => {
    let command;
    try {
      command = JSON.parse(fs.readFileSync(path.join(dir, 'command.json'), 'utf8'));
    } catch (error) {
      process.stderr.write(`[api-probe] unreadable command: ${error.message}\n`);
      return;
    }
    const reply = (body) => fs.writeFileSync(path.join(dir, `reply-${command.id}.json`), JSON.stringify(body));
    const action = actions[command.action];
    if (!action) return reply({ ok: false, error: `unknown action ${command.action}` });
    action(command).then(
      (result) => reply({ ok: true, ...result }),
      (error) => reply({ ok: false, error: error.message }),
    );
  });
}
