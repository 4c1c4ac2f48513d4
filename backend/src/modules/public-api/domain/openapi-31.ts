/**
 * Turns the OpenAPI 3.0 document @nestjs/swagger makes into 3.1 (JSON Schema 2020-12): `nullable`
 * becomes a type that admits null, boolean exclusive bounds become numbers. Plain data in, plain
 * data out; the input is not changed.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One schema (or any object) with its 3.0 spellings replaced, depth first. */
function convert(value: Json): Json {
  if (Array.isArray(value)) return value.map(convert);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) out[key] = convert(inner);
  for (const bound of ['exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const limit = bound === 'exclusiveMinimum' ? 'minimum' : 'maximum';
    if (out[bound] === true && typeof out[limit] === 'number') {
      out[bound] = out[limit];
      delete out[limit];
    } else if (out[bound] === false) delete out[bound];
  }
  if (typeof out.nullable !== 'boolean') return out;
  const nullable = out.nullable;
  delete out.nullable;
  if (!nullable) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  // a reference or a composition: null beside it
  return { anyOf: [out, { type: 'null' }] };
}

/** Every `$ref` to a component schema in `value`. */
function schemaRefs(value: Json, found: Set<string>): void {
  if (Array.isArray(value)) value.forEach((inner) => schemaRefs(inner, found));
  else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) found.add(inner.slice('#/components/schemas/'.length));
      else schemaRefs(inner, found);
    }
  }
}

export interface OpenApi31Options {
  /** Only the paths that start with this. */
  pathPrefix: string;
  info: { title: string; version: string; description: string };
  /** The security schemes the document declares. */
  securitySchemes: JsonObject;
  /** Where the API is (servers[0]); absent: the document's own host. */
  serverUrl?: string;
}

/**
 * The 3.1 document of the paths under `pathPrefix`: only the component schemas they reference
 * (transitively), only the tags they use.
 */
export function toOpenApi31(document: object, options: OpenApi31Options): JsonObject {
  const source = document as JsonObject;
  const paths: JsonObject = {};
  for (const [path, item] of Object.entries((source.paths ?? {}) as JsonObject)) if (path.startsWith(options.pathPrefix)) paths[path] = convert(item);

  const all = (isObject(source.components) && isObject(source.components.schemas) ? source.components.schemas : {}) as JsonObject;
  const kept = new Set<string>();
  let pending = new Set<string>();
  schemaRefs(paths, pending);
  while (pending.size) {
    const next = new Set<string>();
    for (const name of pending) {
      if (kept.has(name) || !(name in all)) continue;
      kept.add(name);
      schemaRefs(all[name], next);
    }
    pending = next;
  }
  const schemas: JsonObject = {};
  for (const name of [...kept].sort()) schemas[name] = convert(all[name]);

  const used = new Set<string>();
  for (const item of Object.values(paths)) for (const operation of Object.values(item as JsonObject)) if (isObject(operation) && Array.isArray(operation.tags)) operation.tags.forEach((tag) => used.add(String(tag)));
  const tags = Array.isArray(source.tags) ? source.tags.filter((tag) => isObject(tag) && used.has(String(tag.name))) : [];

  return {
    openapi: '3.1.0',
    info: options.info,
    ...(options.serverUrl && { servers: [{ url: options.serverUrl }] }),
    ...(tags.length && { tags }),
    paths,
    components: { schemas, securitySchemes: options.securitySchemes },
  };
}
