/**
 * The operations of the served OpenAPI document (`/api/swagger.json`), with every `$ref`
 * resolved, so the suites grow with the routes without a hand-kept list.
 */

/** The part of OpenAPI 3.0's schema object the suites read. */
export type JsonSchema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
};

export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path below `/api`, with `{param}` placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** Media types the body may have, and the JSON body's schema when it takes JSON. */
  body?: { mediaTypes: string[]; schema?: JsonSchema };
  /** Operations called with a bearer token (Management API and the console user's own account). */
  secured: boolean;
};

type OpenApiDocument = {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type RawOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Inlines `$ref`s; a schema that refers to itself is cut at its second visit. */
function resolve(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
  seen: string[] = [],
): JsonSchema {
  if (!schema) {
    return {};
  }
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return seen.includes(name) ? {} : resolve(components[name], components, [...seen, name]);
  }
  const inner = (child: JsonSchema | undefined) => resolve(child, components, seen);
  return {
    ...schema,
    ...(schema.items && { items: inner(schema.items) }),
    ...(schema.properties && {
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, inner(value)]),
      ),
    }),
    ...(typeof schema.additionalProperties === 'object' && {
      additionalProperties: inner(schema.additionalProperties),
    }),
    ...(schema.anyOf && { anyOf: schema.anyOf.map(inner) }),
    ...(schema.oneOf && { oneOf: schema.oneOf.map(inner) }),
    ...(schema.allOf && { allOf: schema.allOf.map(inner) }),
  };
}

/** Reads the operations out of an OpenAPI document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const components = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, raw]): Operation => {
        const parameters = (raw.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in as Parameter['in'],
          required: parameter.required ?? parameter.in === 'path',
          schema: resolve(parameter.schema, components),
        }));
        const content = raw.requestBody?.content;
        return {
          method: method as Operation['method'],
          path,
          pathParams: parameters.filter((parameter) => parameter.in === 'path'),
          queryParams: parameters.filter((parameter) => parameter.in === 'query'),
          ...(content && {
            body: {
              mediaTypes: Object.keys(content),
              ...(content['application/json'] && {
                schema: resolve(content['application/json'].schema, components),
              }),
            },
          }),
          secured: (raw.security ?? []).length > 0,
        };
      }),
  );
}

/** Fetches the server's OpenAPI document and lists its operations. */
export async function fetchOperations(baseUrl: string): Promise<Operation[]> {
  const response = await fetch(`${baseUrl}/api/swagger.json`);
  if (!response.ok) {
    throw new Error(`No OpenAPI document (${response.status}).`);
  }
  return operationsOf((await response.json()) as OpenApiDocument);
}

/** `GET /roles/{id}`: how the suites name an operation. */
export const operationName = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method.toUpperCase()} ${operation.path}`;
