// The walls of docs/architecture.md as ESLint sees them (node --test; part of `make test`): each wall
// stops a file that crosses it with the rule's message, and the allowed way through passes.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// the repository's path without the trailing slash new URL('..') leaves: with it, the TypeScript
// resolver resolved no '@/' import of the linted text, so such an import passed every wall unseen
const eslint = new ESLint({ cwd: resolve(fileURLToPath(new URL('..', import.meta.url))) });

/** The messages ESLint gives `code` as if it were the file at `filePath` (relative to the repository). */
async function findings(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('module walls (backend)', () => {
  it("refuses another module's repository, entity or internal service", async () => {
    const file = 'backend/src/modules/admin/services/example.service.ts';
    for (const target of ['../../events/repositories/events.repository', '../../events/entities/event.entity', '../../events/services/events.service']) {
      const messages = await findings(file, `import { X } from '${target}';\nexport const y = X;\n`);
      assert.ok(
        messages.some((m) => m.includes("Module 'admin' reaches 'events' only through modules/events/index.ts")),
        `${target}: ${messages.join(' | ')}`,
      );
    }
  });

  it("lets a module use another module's public entry", async () => {
    const messages = await findings('backend/src/modules/admin/services/example.service.ts', "import { EventsService } from '../../events';\nexport const y = EventsService;\n");
    assert.deepEqual(messages, []);
  });

  it('keeps common/ below every module', async () => {
    const messages = await findings('backend/src/common/example.ts', "import { EventsService } from '../modules/events';\nexport const y = EventsService;\n");
    assert.ok(messages.some((m) => m.includes('common/ is below every module')), messages.join(' | '));
  });
});

describe('only repositories touch the database', () => {
  it('refuses a query or a TypeORM value outside repositories/', async () => {
    const messages = await findings(
      'backend/src/modules/events/services/example.service.ts',
      "import { DataSource } from 'typeorm';\nexport const run = (ds: DataSource) => ds.query('SELECT 1');\n",
    );
    assert.ok(messages.some((m) => m.startsWith('@typescript-eslint/no-restricted-imports') && m.includes('Only repositories touch the database')), messages.join(' | '));
    assert.ok(messages.some((m) => m.startsWith('no-restricted-syntax') && m.includes('Only repositories touch the database')), messages.join(' | '));
  });

  it('lets a repository query, and a service name a transaction by its type', async () => {
    assert.deepEqual(
      await findings('backend/src/modules/events/repositories/example.repository.ts', "import { DataSource } from 'typeorm';\nexport const run = (ds: DataSource) => ds.query('SELECT 1');\n"),
      [],
    );
    assert.deepEqual(
      await findings('backend/src/modules/events/services/example.service.ts', "import type { EntityManager } from 'typeorm';\nexport type Handle = EntityManager;\n"),
      [],
    );
  });
});

describe('frontend and shared walls', () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await findings('frontend/src/features/leads/components/example.tsx', "import { NS } from '../../events/i18n';\nexport const t = NS;\n");
    assert.ok(messages.some((m) => m.includes("The feature 'leads' may not import another feature")), messages.join(' | '));
  });

  it("refuses the SPA reaching into the visitor pages' tree, and lets it use their public entry and style sheets", async () => {
    const file = 'frontend/src/features/stand/components/example.tsx';
    const inside = await findings(file, "import { LeadForm } from '@/visitor/features/public-form/components/lead-form';\nexport const y = LeadForm;\n");
    assert.ok(inside.some((m) => m.includes('The SPA uses the visitor pages only through src/visitor/index.ts')), inside.join(' | '));
    assert.deepEqual(await findings(file, "import { LeadForm } from '@/visitor';\nimport '@/visitor/visitor.css';\nexport const y = LeadForm;\n"), []);
  });

  it('keeps the visitor pages off the SPA and their features apart', async () => {
    const spa = await findings('frontend/src/visitor/components/example.tsx', "import { formatIsoDate } from '../../lib/events';\nexport const y = formatIsoDate;\n");
    assert.ok(spa.some((m) => m.includes('The visitor pages import no script of the SPA')), spa.join(' | '));
    const across = await findings('frontend/src/visitor/features/erasure/components/example.tsx', "import { LeadForm } from '../../public-form/components/lead-form';\nexport const y = LeadForm;\n");
    assert.ok(across.some((m) => m.includes("The visitor feature 'erasure' may not import another visitor feature")), across.join(' | '));
  });

  it('refuses the frontend importing the backend, and lets both use shared/', async () => {
    const across = await findings('frontend/src/lib/example.ts', "import { EventsService } from '../../../backend/src/modules/events';\nexport const y = EventsService;\n");
    assert.ok(across.some((m) => m.includes('The frontend never imports the backend')), across.join(' | '));
    assert.deepEqual(await findings('frontend/src/lib/example.ts', "import { priceFor } from '@fairleads/shared/vat-rules';\nexport const y = priceFor;\n"), []);
    assert.deepEqual(await findings('backend/src/modules/billing/example.ts', "import { priceFor } from '@fairleads/shared/vat-rules';\nexport const y = priceFor;\n"), []);
  });
});
