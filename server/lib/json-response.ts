import type { FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TJsonSchema = { [key: string]: unknown };

/**
 * A contract's output as a JSON schema fast-json-stringify serializes quickly: a nullable field
 * becomes a type list or `nullable` (an anyOf would be checked value by value at run time), and
 * what only validation uses (lengths, patterns, enums) is dropped.
 */
export function serializableSchemaOf(contract: z.ZodType): TJsonSchema {
  return simplify(z.toJSONSchema(contract, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as TJsonSchema;
}

const KEPT = new Set(['type', 'properties', 'required', 'items', 'additionalProperties', 'anyOf']);

function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const source = node as TJsonSchema;
  const out: TJsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (!KEPT.has(key)) continue;
    if (key === 'properties') {
      out.properties = Object.fromEntries(Object.entries(value as TJsonSchema).map(([name, child]) => [name, simplify(child)]));
    } else {
      out[key] = simplify(value);
    }
  }
  const anyOf = out.anyOf as TJsonSchema[] | undefined;
  // Members that are each a bare type (after dropping enum, format...) merge into one type list.
  if (anyOf && anyOf.every((member) => Object.keys(member).length === 1 && typeof member.type === 'string')) {
    delete out.anyOf;
    out.type = [...new Set(anyOf.map((member) => member.type as string))];
    return out;
  }
  // A nullable object: the object's schema, marked nullable.
  const nonNull = anyOf?.filter((member) => member.type !== 'null');
  if (anyOf?.length === 2 && nonNull?.length === 1 && nonNull[0]) return { ...nonNull[0], nullable: true };
  return out;
}

/**
 * The JSON text of answers kept in memory (the lists' pages per version): written once per kept
 * object and sent as it is, so a repeated page costs neither serialization nor its garbage.
 */
export function keptJson(contract: z.ZodObject): (body: object) => string {
  const serialize = fastJson(serializableSchemaOf(contract) as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  const written = new WeakMap<object, string>();
  return (body) => {
    let text = written.get(body);
    if (text === undefined) {
      text = serialize(body);
      written.set(body, text);
    }
    return text;
  };
}

/**
 * For the hot polled lists: the 200 answer is written by a serializer compiled once from the zod
 * contract in common/ (still the single source), not checked against it by zod on every answer.
 * It writes only the contract's fields, whatever else the object holds. Other statuses keep zod.
 */
export function compiledSerializerCompiler<T extends FastifySchema>(route: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  // Fastify hands each status's schema of the route here (the zod contract).
  const schema: unknown = route.schema;
  if (!(schema instanceof z.ZodObject)) return zodSerializerCompiler(route as unknown as Parameters<typeof zodSerializerCompiler>[0]);
  return fastJson(serializableSchemaOf(schema) as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}
