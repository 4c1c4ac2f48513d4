import 'reflect-metadata';
import { InvalidSettingError } from '../../../config';
import { createDataSource } from '../../../database/data-source';
import { LeadStore } from '../repositories/lead-store.repository';

/**
 * `npm run rebuild-leads -w backend`: replaces the leads read model with what replaying
 * lead_events gives. Safe to run while the product runs (one transaction).
 */
async function main(): Promise<void> {
  const dataSource = createDataSource();
  await dataSource.initialize();
  try {
    const started = Date.now();
    const count = await new LeadStore(dataSource).rebuildReadModel();
    console.log(`Rebuilt ${count} leads from the lead log in ${Date.now() - started} ms.`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof InvalidSettingError ? error.message : error);
  process.exit(1);
});
