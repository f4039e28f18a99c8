/**
 * fast-check arbitraries for API requests, derived from the app's own OpenAPI document: every operation's
 * path, query and body, with values that mostly fit the JSON schemas and hostile ones mixed in.
 */
import fc from "fast-check";

/** The parts of a JSON schema (OpenAPI 3.0 flavour, as @fastify/swagger writes zod's) that the arbitraries read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
}

interface OpenApiParameter {
  in: "query" | "path" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  /** The path as the document names it, `{name}` for path parameters. */
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  /** False for a page, a file or a WebSocket upgrade: its success is not JSON (nor are its own refusals). */
  answersJson: boolean;
}

function answersJson(op: OpenApiOperation): boolean {
  return Object.entries(op.responses ?? {}).every(
    ([status, response]) =>
      status !== "101" &&
      (Number(status) >= 400 || Object.keys(response.content ?? {}).every((type) => type.includes("json"))),
  );
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Every operation of the document, in the document's order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path"),
        queryParams: params.filter((p) => p.in === "query"),
        body: op.requestBody?.content?.["application/json"]?.schema,
        answersJson: answersJson(op),
      });
    }
  }
  return operations;
}

/** Values a caller can make up to hurt: control characters, odd unicode, huge and malformed numbers. */
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000",
  "\u0001\u0002\u001f\u007f",
  "\r\n\t",
  "\ud800",
  "\udfff\ud800",
  "\ufeff",
  "\u202e\u2066",
  "😀👨‍👩‍👧‍👦",
  "\uffff\ufffe",
  "Ω≈ç√∫",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "0",
  "-1",
  "-0",
  "1e999",
  "NaN",
  "Infinity",
  "9223372036854775808",
  "2147483648",
  "0x10",
  "1.5",
  "../../etc/passwd",
  "%00",
  "%",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "a@b",
  "@",
  "00000000-0000-0000-0000-000000000000",
  "Europe/Amsterdam",
  "Not/AZone",
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -2_147_483_649,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

export interface ArbitraryOptions {
  /** Ids that exist in the fuzz app's database (members, photos, conversations): other members' ids. */
  knownIds: number[];
  /** Only values that fit the schema: requests that get past validation to the code behind it. */
  calm?: boolean;
}

/** Any string, weighted towards the ones that break things. */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    // A plausible value with a control character inside: what slips past length and format checks.
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom("member@example.test", "Amsterdam", "a-long-secret-1", "1", "NL", ""),
          fc.constantFrom("\u0000", "\u0000", "\u0001", "\u001b", "\u0085", "\u2028"),
        )
        .map(([text, control]) => `${text.slice(0, 3)}${control}${text.slice(3)}`),
    },
    // Far beyond every maxLength of the contract, well inside the 1 MB body limit.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("a", "é", "😀", "\u0000", "9"), fc.constantFrom(300, 10_001, 70_000))
        .map(([unit, times]) => unit.repeat(times)),
    },
  );
}

function hostileNumber(): fc.Arbitrary<number> {
  return fc.oneof(
    fc.constantFrom(...NASTY_NUMBERS),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
  );
}

/** A value of the wrong kind for the schema, or a hostile one of the right kind. */
function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileString() },
    { weight: 3, arbitrary: hostileNumber() },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
    { weight: 1, arbitrary: fc.array(hostileString(), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(hostileString(), hostileString(), { maxKeys: 3 }),
    },
  );
}

function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split("/").at(-1) ?? "";
  return doc.components?.schemas?.[name] ?? {};
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ["object"];
  return [];
}

function integerArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<number> {
  const exclusiveLow = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveHigh = schema.exclusiveMaximum === true ? 1 : 0;
  const min = Math.max(
    -2_147_483_648,
    Math.ceil(
      typeof schema.exclusiveMinimum === "number"
        ? schema.exclusiveMinimum + 1
        : (schema.minimum ?? -1000) + exclusiveLow,
    ),
  );
  const max = Math.min(
    2_147_483_647,
    Math.floor(
      typeof schema.exclusiveMaximum === "number"
        ? schema.exclusiveMaximum - 1
        : (schema.maximum ?? 1_000_000) - exclusiveHigh,
    ),
  );
  const inRange = max >= min ? fc.integer({ min, max }) : fc.constant(min);
  const known = options.knownIds.filter((id) => id >= min && id <= max);
  return known.length > 0
    ? fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 2, arbitrary: fc.constantFrom(...known) })
    : inRange;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 60, 200);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  switch (schema.format) {
    case "email":
      return fc.emailAddress();
    case "uuid":
      return fc.uuid();
    case "date":
      return fc
        .date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "date-time":
      return fc
        .date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  const text = fc.string({ minLength, maxLength });
  // Query parameters and multipart fields are strings that the API reads as numbers.
  const numeric = fc
    .oneof(fc.integer({ min: -100, max: 1000 }), fc.double({ min: -180, max: 180, noNaN: true }))
    .map(String)
    .filter((value) => value.length >= minLength && value.length <= maxLength);
  return fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: numeric });
}

/** A value that fits the schema (as far as the schema alone can tell), its parts built the same way. */
function fittingValue(schema: JsonSchema, doc: OpenApiDocument, options: ArbitraryOptions, depth: number) {
  const resolved = resolve(schema, doc);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum && resolved.enum.length > 0) return fc.constantFrom(...resolved.enum);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => schemaArbitrary(s, doc, options, depth + 1)));
  }
  if (resolved.allOf && resolved.allOf.length > 0) {
    const merged = Object.assign({}, ...resolved.allOf.map((s) => resolve(s, doc))) as JsonSchema;
    return schemaArbitrary(merged, doc, options, depth + 1);
  }
  const types = typesOf(resolved);
  const arbitraries: fc.Arbitrary<unknown>[] = types.map((type) => {
    switch (type) {
      case "integer":
        return integerArbitrary(resolved, options);
      case "number":
        return fc.oneof(
          integerArbitrary(resolved, options),
          fc.double({
            noNaN: true,
            noDefaultInfinity: true,
            ...(resolved.minimum !== undefined ? { min: resolved.minimum } : {}),
            ...(resolved.maximum !== undefined ? { max: resolved.maximum } : {}),
          }),
        );
      case "boolean":
        return fc.boolean();
      case "string":
        return stringArbitrary(resolved);
      case "null":
        return fc.constant(null);
      case "array":
        return fc.array(schemaArbitrary(resolved.items ?? {}, doc, options, depth + 1), {
          minLength: Math.min(resolved.minItems ?? 0, 5),
          maxLength: Math.min(resolved.maxItems ?? 5, 8),
        });
      case "object":
        return objectArbitrary(resolved, doc, options, depth);
      default:
        return hostileValue();
    }
  });
  if (resolved.nullable) arbitraries.push(fc.constant(null));
  if (arbitraries.length === 0) return hostileValue();
  return arbitraries.length === 1 ? (arbitraries[0] as fc.Arbitrary<unknown>) : fc.oneof(...arbitraries);
}

function objectArbitrary(
  schema: JsonSchema,
  doc: OpenApiDocument,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    model[name] = schemaArbitrary(property, doc, options, depth + 1);
  }
  const required = (schema.required ?? []).filter((name) => name in model);
  const complete = fc.record(model, { requiredKeys: required });
  // Missing required fields and unknown extra ones.
  const partial = fc.record(model, { requiredKeys: [] });
  const extra = fc
    .tuple(complete, fc.dictionary(hostileString(), hostileValue(), { maxKeys: 3 }))
    .map(([known, unknown]) => ({ ...unknown, ...known }));
  if (options.calm) return complete;
  return fc.oneof(
    { weight: 6, arbitrary: complete },
    { weight: 2, arbitrary: partial },
    { weight: 1, arbitrary: extra },
  );
}

/** Mostly values that fit the schema; one in five is hostile (wrong type, control characters, huge). */
export function schemaArbitrary(
  schema: JsonSchema,
  doc: OpenApiDocument,
  options: ArbitraryOptions,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileValue();
  if (options.calm) return fittingValue(schema, doc, options, depth);
  return fc.oneof(
    { weight: 4, arbitrary: fittingValue(schema, doc, options, depth) },
    { weight: 1, arbitrary: hostileValue() },
  );
}

/** A query or path value as a URL carries it: strings as they are, others printed; arrays repeat the name. */
export function asParamText(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => asParamText(item));
  if (typeof value === "string") return [value];
  if (typeof value === "object") return [JSON.stringify(value)];
  return [String(value)];
}

/** The query parameters of an operation: each one absent, fitting or hostile; required ones mostly there. */
export function queryArbitrary(
  op: Operation,
  doc: OpenApiDocument,
  options: ArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const param of op.queryParams) model[param.name] = schemaArbitrary(param.schema ?? {}, doc, options);
  const required = op.queryParams.filter((p) => p.required).map((p) => p.name);
  if (options.calm) return fc.record(model, { requiredKeys: required });
  const unknownParams = fc.dictionary(
    fc.oneof(fc.constantFrom("id", "page", "__proto__", "a[b]"), hostileString()),
    hostileString(),
    { maxKeys: 2 },
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(model, { requiredKeys: required }) },
    { weight: 2, arbitrary: fc.record(model, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.record(model, { requiredKeys: required }), unknownParams)
        .map(([known, unknown]) => ({ ...unknown, ...known })),
    },
  );
}

export function pathParamsArbitrary(
  op: Operation,
  doc: OpenApiDocument,
  options: ArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const param of op.pathParams) model[param.name] = schemaArbitrary(param.schema ?? {}, doc, options);
  return fc.record(model);
}
