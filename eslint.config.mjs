// ESLint for backend, frontend, shared and e2e (flat config). Besides the usual TypeScript checks
// it guards the walls of docs/architecture.md; a finding here is a design question, not a rule to silence.
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fairleads from './scripts/eslint/no-literal-ui-text.mjs';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const backendModules = folders('./backend/src/modules/');
const frontendFeatures = folders('./frontend/src/features/');
const visitorFeatures = folders('./frontend/src/visitor/features/');
/** The SPA: every entry of frontend/src but the visitor pages' own tree. */
const spaEntries = readdirSync(new URL('./frontend/src/', import.meta.url)).filter((entry) => entry !== 'visitor');
const spaFolders = folders('./frontend/src/').filter((folder) => folder !== 'visitor');

/**
 * A backend module reaches another only through its public entry, `modules/<name>/index.ts`,
 * which exports the Nest module, the services others may call and their plain read types.
 */
const moduleWalls = backendModules.flatMap((target) =>
  backendModules
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./backend/src/modules/${target}`,
      from: `./backend/src/modules/${from}`,
      except: ['./index.ts'],
      message: `Module '${target}' reaches '${from}' only through modules/${from}/index.ts (its exported services and read types), never its repositories, entities or internals.`,
    })),
);

/** A frontend feature never imports another: shared pieces move to components/ or lib/. */
const featureWalls = frontendFeatures.map((feature) => ({
  target: `./frontend/src/features/${feature}`,
  from: './frontend/src/features',
  except: [`./${feature}`],
  message: `The feature '${feature}' may not import another feature: move what both need to src/components or src/lib.`,
}));

/**
 * The visitor pages are rendered by the API and enhanced by a small script, so their tree stays
 * apart from the SPA: the SPA uses them only through their public entry (and their style sheets),
 * they import no script of the SPA (its shared style sheets they do use), and one visitor feature
 * never imports another.
 */
const visitorWalls = [
  {
    target: spaEntries.map((entry) => `./frontend/src/${entry}`),
    from: './frontend/src/visitor',
    except: ['./index.ts', './visitor.css', './brand.css'],
    message: 'The SPA uses the visitor pages only through src/visitor/index.ts (and visitor.css, brand.css): export what it needs there.',
  },
  {
    target: './frontend/src/visitor',
    from: `./frontend/src/{${spaFolders.join(',')}}/**/*.{ts,tsx}`,
    message: 'The visitor pages import no script of the SPA (the server renders them from a small bundle): move what both need into src/visitor or shared/.',
  },
  ...visitorFeatures.map((feature) => ({
    target: `./frontend/src/visitor/features/${feature}`,
    from: './frontend/src/visitor/features',
    except: [`./${feature}`],
    message: `The visitor feature '${feature}' may not import another visitor feature: move what both need to src/visitor/components or src/visitor/lib.`,
  })),
];

/** Backend and frontend share code only through the shared workspace. */
const sideWalls = [
  {
    target: './backend',
    from: './frontend',
    message: 'The backend never imports the frontend; rules both sides use live in shared/.',
  },
  {
    target: './frontend/src',
    from: './backend',
    message: 'The frontend never imports the backend; rules both sides use live in shared/.',
  },
  {
    target: './shared',
    from: ['./backend', './frontend'],
    message: 'shared/ holds rules both sides use and depends on neither.',
  },
  {
    target: './backend/src/common',
    from: './backend/src/modules',
    message: 'common/ is below every module: it may not import one.',
  },
];

/** Only repositories (and the entities, migrations and wiring they need) touch the database. */
const databaseAccess = {
  files: ['backend/src/**/*.ts'],
  ignores: [
    'backend/src/**/repositories/**',
    'backend/src/**/*.repository.ts',
    'backend/src/**/entities/**',
    'backend/src/**/*.entity.ts',
    'backend/src/**/*.module.ts',
    'backend/src/**/*.spec.ts',
    'backend/src/database/**',
    // the database plumbing every repository shares (the connection, RETURNING rows)
    'backend/src/common/database/**',
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'typeorm', message: 'Only repositories touch the database: move the query into the module\'s repositories/.', allowTypeImports: true },
          { name: '@nestjs/typeorm', message: 'Only repositories touch the database: inject a repository, not a TypeORM repository or DataSource.', allowTypeImports: true },
          { name: 'pg', message: 'Only repositories touch the database: move the connection into the module\'s repositories/.', allowTypeImports: true },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.property.name=/^(query|createQueryBuilder|getRepository|getTreeRepository)$/]",
        message: 'Only repositories touch the database: move the statement into the module\'s repositories/.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dist-ssr.*/**',
      '**/coverage/**',
      'var/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'frontend/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['backend/tsconfig.json', 'frontend/tsconfig.json', 'e2e/tsconfig.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...moduleWalls, ...featureWalls, ...visitorWalls, ...sideWalls] }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `catch {}` is how the scripts say 'a failed probe is no news'
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  databaseAccess,
  {
    // CommonJS files: configs, scripts and test helpers that node loads as they are
    files: ['**/*.cjs', 'backend/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // the server renderers load the frontend's SSR build, a CommonJS file whose path is known only at run time
    files: ['backend/src/common/ssr/*-renderer.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // the server refuses control characters in input on purpose: those regular expressions name them
    files: ['backend/src/**/*.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest']?.rules ?? reactHooks.configs.recommended.rules,
  },
  {
    // what people read in the SPA comes from the catalogues (docs/architecture.md 'Languages');
    // the visitor pages have their own dictionary (src/visitor/i18n.ts), tests assert the texts
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/visitor/**', 'frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**', 'frontend/src/lib/api/schema.d.ts'],
    plugins: { fairleads },
    rules: { 'fairleads/no-literal-ui-text': 'error' },
  },
);
