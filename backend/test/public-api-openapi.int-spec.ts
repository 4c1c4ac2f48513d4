import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { registerAndVerify } from './support/accounts';
import { createEvent, formToken } from './support/events';
import { routeTable } from './support/route-table';
import { apiWithSmtpSink, nextIp } from './support/test-app';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Validates an OpenAPI document with @seriousme/openapi-schema-validator (an ES module, so in a
 * child process of plain Node): the official JSON Schemas of OpenAPI 3.0 and 3.1.
 */
function validateOpenApi(document: object): { valid: boolean; version: string; errors: unknown } {
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(text));
    process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? null }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: JSON.stringify(document), cwd: join(__dirname, '..') });
  return JSON.parse(out.toString());
}

/**
 * The public API's OpenAPI 3.1 document (GET /api/v1/openapi.json): a valid 3.1 document of
 * exactly the /api/v1 routes, and every route called as its document describes it answers what its
 * schema says (Ajv, JSON Schema 2020-12), with the headers it names; every example fits its schema.
 */
describe('the public API’s OpenAPI document', () => {
  const suite = apiWithSmtpSink();
  let document: Json;
  let key: string;
  let leadId: string;
  let ajv: Ajv2020;
  const validators = new Map<object, ValidateFunction>();

  /** A validator for a schema of the document: its $refs point into the document's components. */
  const validatorOf = (schema: object): ValidateFunction => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: document.components });
      validators.set(schema, validate);
    }
    return validate;
  };
  const expectFits = (what: string, schema: object, value: unknown) => {
    const validate = validatorOf(schema);
    const valid = validate(value);
    expect({ what, valid, errors: valid ? null : validate.errors }).toEqual({ what, valid: true, errors: null });
  };
  const operations = () =>
    Object.entries(document.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json).map(([method, operation]) => ({ path, method, operation: operation as Json })),
    );

  beforeAll(async () => {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const owner = suite.t.client();
    const account = await registerAndVerify(owner, suite.sink);
    await owner.post('/api/auth/login', account).expect(200);
    const event = await createEvent(owner, { customField1: 'Firma' });
    await suite.t
      .client()
      .post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email: `oa-${randomUUID()}@example.com`, name: 'Olga', customField1: 'Muster AG', consent: true, formToken: formToken(suite.t, event.id) })
      .expect(201);
    const made = await owner.post('/api/account/api-keys', { name: 'OpenAPI', scopes: ['events:read', 'leads:read', 'leads:write'] }).expect(201);
    key = made.body.key;
    leadId = (await owner.get('/api/leads').expect(200)).body[0].id;
    const res = await request(suite.t.app.getHttpServer()).get('/api/v1/openapi.json').set('X-Forwarded-For', nextIp()).expect(200);
    document = res.body;
  });

  it('is a valid OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    const result = validateOpenApi(document);
    expect(result).toEqual({ valid: true, version: '3.1', errors: null });
  });

  it('describes exactly the /api/v1 routes, with the bearer scheme, and only the components it references', () => {
    const routes = routeTable(suite.t.app)
      .filter((r) => r.path.startsWith('v1/'))
      .map((r) => `${r.method.toLowerCase()} /api/${r.path.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    expect(operations().map((o) => `${o.method} ${o.path}`).sort()).toEqual(routes);
    expect(document.components.securitySchemes).toEqual({ apiKey: { type: 'http', scheme: 'bearer', description: expect.any(String) } });
    const text = JSON.stringify(document);
    expect(text).not.toContain('/api/account');
    expect(text).not.toContain('"nullable"');
    for (const name of Object.keys(document.components.schemas)) expect(text).toContain(`"#/components/schemas/${name}"`);
    expect(document.servers).toEqual([{ url: 'http://localhost:3999' }]);
  });

  it('is the committed docs/public-api.openapi.json, but for the installation’s address', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'public-api.openapi.json'), 'utf8'));
    const { servers: _, ...served } = document;
    expect(served).toEqual(committed);
  });

  it('gives every operation examples, the error answers and the headers, and every example fits its schema', () => {
    for (const { path, method, operation } of operations()) {
      const name = `${method} ${path}`;
      const ok = operation.responses['200'];
      expect({ name, example: ok?.content?.['application/json']?.example !== undefined }).toEqual({ name, example: true });
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        const content = response.content?.['application/json'];
        if (content?.example !== undefined) expectFits(`${name} ${status} example`, content.schema, content.example);
      }
      if (operation.requestBody) {
        const body = operation.requestBody.content['application/json'];
        for (const [exampleName, example] of Object.entries(body.examples as Json)) expectFits(`${name} body ${exampleName}`, body.schema, example.value);
      }
      if (path === '/api/v1/openapi.json') continue;
      expect({ name, security: operation.security }).toEqual({ name, security: [{ apiKey: [] }] });
      for (const status of ['401', '403', '429']) expect({ name, status, error: operation.responses[status]?.content?.['application/json']?.schema }).toEqual({ name, status, error: { $ref: '#/components/schemas/ErrorAnswer' } });
      expect(Object.keys(ok.headers).sort()).toEqual(expect.arrayContaining(['Cache-Control', 'RateLimit', 'RateLimit-Policy']));
    }
    expect(Object.keys(document.paths['/api/v1/leads'].get.responses['200'].headers)).toEqual(expect.arrayContaining(['Link', 'X-Leads-Cursor']));
  });

  it('answers every route, called as its document describes it, with what its schema says', async () => {
    for (const { path, method, operation } of operations()) {
      const name = `${method} ${path}`;
      const url = path.replace('{id}', leadId);
      let req = request(suite.t.app.getHttpServer())[method as 'get' | 'patch'](url).set('X-Forwarded-For', nextIp());
      if (operation.security) req = req.set('Authorization', `Bearer ${key}`);
      const body = operation.requestBody?.content['application/json'];
      const res = await (body ? req.send(Object.values(body.examples as Json)[0].value) : req);
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      expectFits(`${name} answer`, operation.responses['200'].content['application/json'].schema, res.body);
      for (const header of Object.keys(operation.responses['200'].headers ?? {})) {
        if (header === 'Link') continue; // only while more pages follow
        expect({ name, header, present: res.headers[header.toLowerCase()] !== undefined }).toEqual({ name, header, present: true });
      }
      if (!operation.security) continue;
      // the documented errors, as the server answers them
      const anonymous = await request(suite.t.app.getHttpServer())[method as 'get' | 'patch'](url).set('X-Forwarded-For', nextIp());
      expect(anonymous.status).toBe(401);
      expectFits(`${name} 401`, operation.responses['401'].content['application/json'].schema, anonymous.body);
      if (operation.responses['404'] && path.includes('{id}')) {
        const missing = await request(suite.t.app.getHttpServer())[method as 'get' | 'patch'](path.replace('{id}', randomUUID()))
          .set('X-Forwarded-For', nextIp())
          .set('Authorization', `Bearer ${key}`)
          .send(body ? Object.values(body.examples as Json)[0].value : undefined);
        expect(missing.status).toBe(404);
        expectFits(`${name} 404`, operation.responses['404'].content['application/json'].schema, missing.body);
      }
    }
    // a page with a next one: its Link as described
    const paged = await request(suite.t.app.getHttpServer()).get('/api/v1/leads?limit=1').set('Authorization', `Bearer ${key}`).set('X-Forwarded-For', nextIp());
    expect(paged.status).toBe(200);
    expectFits('a page of one', document.paths['/api/v1/leads'].get.responses['200'].content['application/json'].schema, paged.body);
  });
});
