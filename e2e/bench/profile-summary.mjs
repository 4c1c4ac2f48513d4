#!/usr/bin/env node
// Summarises a V8 CPU profile (.cpuprofile: `node --cpu-prof`, the bench's BENCH_PROFILE=1, Chrome
// DevTools): the top functions by self time and by inclusive time, each with file:line and its
// share, and the self time per package (express, typeorm, pg, …), the process's own code and
// Node's internals.
//
//   node e2e/bench/profile-summary.mjs <file.cpuprofile> [--top 25] [--markdown] [--match <regex>]
//
// Shares are of the profile's busy time (every sample except "(idle)"); the idle share is given
// once in the header. --match keeps only frames whose function name or file matches (e.g.
// --match 'lead-capture|unit-of-work'); the shares stay shares of the whole busy time.
// Time of a sample = the gap to the next sample, as DevTools counts it. Inclusive time counts a
// function once per sample even when it recurses. For an async function, its own time is the
// synchronous pieces between awaits; what it awaits runs under other stacks.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** file:line of a call frame, shortened: node_modules/<pkg>/…, backend/dist/…, node:… */
export function frameLocation(callFrame) {
  let url = callFrame.url || '';
  if (!url) return '';
  url = url.replace(/^file:\/\//, '');
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) url = url.slice(nm + 1);
  else if (url.startsWith(ROOT + '/')) url = url.slice(ROOT.length + 1);
  else if (url.startsWith('/')) url = url.replace(/^.*\/(backend\/dist\/)/, '$1');
  return `${url}:${callFrame.lineNumber + 1}`;
}

/** The package (or area) a frame belongs to, for the per-package split. */
export function frameArea(callFrame) {
  const name = callFrame.functionName;
  if (SPECIAL.has(name)) return name;
  const url = (callFrame.url || '').replace(/^file:\/\//, '');
  if (!url) return '(native: V8 builtins, C++)';
  if (url.startsWith('node:')) return 'node: internals';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (/\/backend\/(dist|src)\//.test(url)) return 'fairleads backend';
  if (/\/e2e\/bench\//.test(url)) return 'bench probe';
  return 'other scripts';
}

/**
 * Structured summary of a parsed .cpuprofile.
 * @returns {{ totalMs, busyMs, idleMs, samples, top: { self, inclusive }, areas }}
 */
export function summariseProfile(profile, { top = 25, match = null } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const { samples, timeDeltas } = profile;
  // duration of sample i = time to sample i+1; the last one gets the mean interval
  const stamps = [];
  let t = profile.startTime;
  for (let i = 0; i < samples.length; i++) stamps.push((t += timeDeltas[i] ?? 0));
  const mean = samples.length > 1 ? (stamps[stamps.length - 1] - stamps[0]) / (samples.length - 1) : 0;
  const dur = (i) => (i + 1 < samples.length ? Math.max(0, stamps[i + 1] - stamps[i]) : mean);

  const keyOf = (n) => `${n.callFrame.functionName}\u0000${n.callFrame.url}\u0000${n.callFrame.lineNumber}\u0000${n.callFrame.columnNumber}`;
  const frames = new Map(); // key -> { name, location, area, self, inclusive }
  const frameOf = (n) => {
    const k = keyOf(n);
    let f = frames.get(k);
    if (!f) {
      f = { name: n.callFrame.functionName || '(anonymous)', location: frameLocation(n.callFrame), area: frameArea(n.callFrame), self: 0, inclusive: 0 };
      frames.set(k, f);
    }
    return f;
  };
  const areas = new Map();
  let total = 0;
  let idle = 0;
  for (let i = 0; i < samples.length; i++) {
    const d = dur(i);
    total += d;
    const leaf = nodes.get(samples[i]);
    if (!leaf) continue;
    if (leaf.callFrame.functionName === '(idle)') {
      idle += d;
      continue;
    }
    const lf = frameOf(leaf);
    lf.self += d;
    areas.set(lf.area, (areas.get(lf.area) ?? 0) + d);
    const seen = new Set();
    for (let id = leaf.id; id !== undefined; id = parent.get(id)) {
      const n = nodes.get(id);
      if (n.callFrame.functionName === '(root)') break;
      const f = frameOf(n);
      if (seen.has(f)) continue;
      seen.add(f);
      f.inclusive += d;
    }
  }
  const busy = total - idle;
  const pct = (us) => (busy > 0 ? Math.round((us / busy) * 1000) / 10 : 0);
  const ms = (us) => Math.round(us / 100) / 10;
  const re = match ? new RegExp(match, 'i') : null;
  const list = [...frames.values()].filter((f) => !re || re.test(f.name) || re.test(f.location));
  const row = (f, by) => ({ name: f.name, location: f.location, area: f.area, ms: ms(f[by]), percent: pct(f[by]), selfPercent: pct(f.self), inclusivePercent: pct(f.inclusive) });
  return {
    totalMs: ms(total),
    busyMs: ms(busy),
    idleMs: ms(idle),
    samples: samples.length,
    top: {
      self: [...list].sort((a, b) => b.self - a.self).slice(0, top).map((f) => row(f, 'self')),
      inclusive: [...list]
        .filter((f) => !SPECIAL.has(f.name))
        .sort((a, b) => b.inclusive - a.inclusive)
        .slice(0, top)
        .map((f) => row(f, 'inclusive')),
    },
    areas: [...areas.entries()].sort((a, b) => b[1] - a[1]).map(([area, us]) => ({ area, ms: ms(us), percent: pct(us) })),
  };
}

export function readProfile(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Plain text (console) or markdown tables. */
export function formatSummary(s, { markdown = false, title = '' } = {}) {
  const L = [];
  const head = `${title ? `${title}: ` : ''}${s.samples} samples, ${s.totalMs} ms, busy ${s.busyMs} ms (idle ${s.idleMs} ms); shares are of the busy time`;
  const table = (caption, cols, rows) => {
    if (markdown) {
      L.push(`**${caption}**`, '', `| ${cols.join(' | ')} |`, `|${cols.map(() => '---').join('|')}|`);
      for (const r of rows) L.push(`| ${r.map((v) => String(v).replace(/\|/g, '\\|')).join(' | ')} |`);
      L.push('');
    } else {
      const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
      L.push(caption, cols.map((c, i) => c.padEnd(widths[i])).join('  '));
      for (const r of rows) L.push(r.map((v, i) => String(v).padEnd(widths[i])).join('  '));
      L.push('');
    }
  };
  L.push(markdown ? `${head}.` : head, '');
  table('Top frames by self time', ['#', 'self %', 'self ms', 'incl %', 'function', 'where'], s.top.self.map((f, i) => [i + 1, f.percent, f.ms, f.inclusivePercent, f.name, f.location || f.area]));
  table('Top frames by inclusive time', ['#', 'incl %', 'incl ms', 'self %', 'function', 'where'], s.top.inclusive.map((f, i) => [i + 1, f.percent, f.ms, f.selfPercent, f.name, f.location || f.area]));
  table('Self time by package / area', ['area', 'self %', 'self ms'], s.areas.map((a) => [a.area, a.percent, a.ms]));
  return L.join('\n');
}

// ---- CLI -------------------------------------------------------------------------------------
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(name);
    if (i < 0) return fallback;
    const v = args[i + 1];
    args.splice(i, 2);
    return v;
  };
  const top = Number(opt('--top', 25));
  const match = opt('--match', null);
  const markdown = args.includes('--markdown');
  const files = args.filter((a) => !a.startsWith('--'));
  if (!files.length) {
    process.stderr.write('usage: node e2e/bench/profile-summary.mjs <file.cpuprofile> [--top N] [--markdown] [--match regex]\n');
    process.exit(2);
  }
  for (const file of files) {
    process.stdout.write(formatSummary(summariseProfile(readProfile(file), { top, match }), { markdown, title: path.basename(file) }) + '\n');
  }
}
