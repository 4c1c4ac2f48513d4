// The organiser area's language checks (node --test; part of `make test`): the ESLint rule that
// keeps sentences out of components, and the catalogue check of `make lint`.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { argumentsOf, catalogueGaps } from './check-catalogues.mjs';

const eslint = new ESLint({ cwd: resolve(fileURLToPath(new URL('..', import.meta.url))) });
const RULE = 'fairleads/no-literal-ui-text';

async function findings(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('fairleads/no-literal-ui-text', () => {
  const component = 'frontend/src/features/dashboard/components/example.tsx';

  it('refuses text between tags and in the attributes people read', async () => {
    assert.equal((await findings(component, 'export const A = () => <p>Deine Events</p>;\n')).length, 1);
    assert.equal((await findings(component, 'export const A = () => <button aria-label="Schließen">×</button>;\n')).length, 1);
    assert.equal((await findings(component, 'export const A = () => <input placeholder={"name@firma.de"} />;\n')).length, 1);
  });

  it('refuses a German sentence anywhere in the SPA, also outside JSX', async () => {
    const messages = await findings('frontend/src/lib/example.ts', "export const done = () => toast.success('Die Änderungen sind gespeichert.');\n");
    assert.equal(messages.length, 1);
    assert.match(messages[0], /German sentence/);
  });

  it('lets through what comes from the catalogue, symbols, addresses and code', async () => {
    const code = [
      "import { useTranslation } from 'react-i18next';",
      "export function A() { const { t } = useTranslation('dashboard'); return <p className=\"page page--app\" title={t('title')}>{t('note')} · 3 <a href=\"https://example.com\">→</a><input placeholder=\"https://\" /></p>; }",
      '',
    ].join('\n');
    assert.deepEqual(await findings(component, code), []);
  });

  it('leaves the visitor pages (their own dictionary) and tests alone', async () => {
    assert.deepEqual(await findings('frontend/src/visitor/components/example.tsx', 'export const A = () => <p>Daten übergeben</p>;\n'), []);
    assert.deepEqual(await findings('frontend/src/features/dashboard/example.test.tsx', "it('x', () => expect(screen.getByText('Deine Events')).toBeVisible());\n"), []);
  });
});

describe('check-catalogues', () => {
  function locales(files) {
    const dir = mkdtempSync(join(tmpdir(), 'catalogues-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), JSON.stringify(content));
    }
    for (const lang of ['de', 'en']) mkdirSync(join(dir, lang), { recursive: true });
    return dir;
  }

  it('passes complete catalogues', () => {
    const dir = locales({
      'de/team.json': { title: 'Team', count: '{count, plural, one {# Mitglied} other {# Mitglieder}}' },
      'en/team.json': { title: 'Team', count: '{count, plural, one {# member} other {# members}}' },
      'de/landing.json': { hero: 'Leads am Messestand' },
    });
    assert.deepEqual(catalogueGaps(dir), []);
  });

  it('names a key in one language only, a missing English file, broken ICU and different arguments', () => {
    const dir = locales({
      'de/team.json': { title: 'Team', invite: 'Einladen', greeting: 'Hallo {name}', broken: 'Offen {' },
      'en/team.json': { title: 'Team', extra: 'Extra', greeting: 'Hello {firstName}', broken: 'Open' },
      'de/dashboard.json': { title: 'Übersicht' },
    });
    const gaps = catalogueGaps(dir);
    assert.ok(gaps.includes('team: "invite" is German only'), gaps.join('\n'));
    assert.ok(gaps.includes('team: "extra" is English only'), gaps.join('\n'));
    assert.ok(gaps.includes('dashboard: no English catalogue (en/dashboard.json)'), gaps.join('\n'));
    assert.ok(gaps.some((gap) => gap.startsWith('de/team.json broken: not valid ICU')), gaps.join('\n'));
    assert.ok(gaps.includes('team: "greeting" names {name} in German but {firstName} in English'), gaps.join('\n'));
  });

  it('reads the arguments of plurals and selects', () => {
    assert.deepEqual(argumentsOf('{role, select, owner {Inhaber {name}} other {#}} {count, plural, one {# Lead} other {# Leads}}'), ['count', 'name', 'role']);
  });
});
