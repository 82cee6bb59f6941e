import { z } from 'zod';
import {
  apiEntryInputSchema,
  apiEntrySchema,
  apiErrorSchema,
  entryBatchSchema,
  entryPageSchema,
  entryResultSchema,
  listEntriesQuerySchema,
  MAX_ENTRY_BATCH,
  postEntriesResponseSchema,
  postEntriesSchema,
} from '../../../src/shared/index.js';
import { API_MOUNTS } from '../../../src/shared/apiPaths.js';
import { NOT_FOUND_TEXTS } from '../../../src/shared/serverTexts.js';
import { deviceConfigSchema } from '../../../src/shared/boothDevices.js';
import { boothQuerySchema } from '../../booth/routes/v1BoothRoutes.js';

type JsonSchema = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Every schema under its component name, as JSON Schema 2020-12 (OpenAPI 3.1's dialect). */
function components(): Record<string, JsonSchema> {
  const requests = z.registry<{ id: string }>();
  requests.add(apiEntryInputSchema, { id: 'EntryInput' });
  requests.add(entryBatchSchema, { id: 'EntryBatch' });
  requests.add(postEntriesSchema, { id: 'PostEntriesRequest' });
  const responses = z.registry<{ id: string }>();
  responses.add(apiEntrySchema, { id: 'Entry' });
  responses.add(entryResultSchema, { id: 'EntryResult' });
  responses.add(postEntriesResponseSchema, { id: 'PostEntriesResponse' });
  responses.add(entryPageSchema, { id: 'EntryPage' });
  responses.add(apiErrorSchema, { id: 'Error' });
  responses.add(deviceConfigSchema, { id: 'DeviceConfig' });
  const uri = (id: string) => `#/components/schemas/${id}`;
  const all = {
    ...z.toJSONSchema(requests, { io: 'input', uri }).schemas,
    ...z.toJSONSchema(responses, { io: 'output', uri }).schemas,
  };
  for (const schema of Object.values(all)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return all as Record<string, JsonSchema>;
}

/** The query string's fields as OpenAPI parameters, from the same schema the route parses. */
function queryParameters(schema: z.ZodObject): JsonSchema[] {
  const json = z.toJSONSchema(schema, { io: 'input' }) as {
    properties: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: json.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

function errorResponse(description: string) {
  return { description, content: jsonContent(ref('Error')) };
}

const AUTH_ERRORS = {
  '401': errorResponse('No API key, a wrong one, or a revoked one.'),
  '403': errorResponse('The API key lacks the scope this call needs.'),
  '429': errorResponse('Too many requests with this key in a minute.'),
};

/** The OpenAPI 3.1 document of /api/v1, built from the zod schemas the routes validate with. */
export function openApiDocument(serverUrl: string = API_MOUNTS.v1): JsonSchema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Synapse waitlist API',
      version: '1.0.0',
      description:
        'Entries of the Synapse waitlist for booths and integrations. Authenticate with an API ' +
        'key from the admin dashboard: `Authorization: Bearer syn_...`. Every error answers ' +
        '`{ message, errors? }` with a message meant for a person.',
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    paths: {
      '/entries': {
        post: {
          operationId: 'postEntries',
          summary: `Add one entry, or a batch of up to ${MAX_ENTRY_BATCH}`,
          description:
            'Each entry carries an externalId chosen by the sender: sending it again with the ' +
            'same key (a retry, a booth resuming after a lost connection) answers the entry ' +
            "stored the first time; another key's externalIds are not this key's. An e-mail " +
            'address already on the list keeps its entry and position, and the answer gives its ' +
            'id and position only to the key that added it. ' +
            'Throwaway (disposable) addresses are refused. A single entry that is not valid ' +
            'answers 400; in a batch, each entry that is not valid is refused alone (its result ' +
            'has an error naming its fields) and the others are stored. Needs the entries:write scope (entries ' +
            'are stored with the source api) or entries:sync (a booth: they keep their source). ' +
            "A booth device's key (paired in the admin's Booths section) stores them with the " +
            'source kiosk, its event and its name. Sending an externalId again with leadRating, ' +
            'leadInterests or leadNote updates those lead fields of an entry this key added ' +
            '(entry.qualified fires when they change); on any other entry they are ignored.',
          requestBody: { required: true, content: jsonContent(ref('PostEntriesRequest')) },
          responses: {
            '200': {
              description: 'Nothing was created: every entry was there already, or refused.',
              content: jsonContent(ref('PostEntriesResponse')),
            },
            '201': {
              description: 'At least one entry was created.',
              content: jsonContent(ref('PostEntriesResponse')),
            },
            '400': errorResponse(
              "The single entry, or the batch's shape, is not valid; errors names each field.",
            ),
            ...AUTH_ERRORS,
            '413': errorResponse('The body is larger than 1 MB.'),
          },
        },
        get: {
          operationId: 'listEntries',
          summary: 'List entries, oldest first, a page at a time',
          description: 'Follow nextCursor until it is null. Needs the entries:read scope.',
          parameters: queryParameters(listEntriesQuerySchema),
          responses: {
            '200': { description: 'A page of entries.', content: jsonContent(ref('EntryPage')) },
            '400': errorResponse('A query parameter is not valid.'),
            ...AUTH_ERRORS,
          },
        },
      },
      '/booth': {
        get: {
          operationId: 'getBooth',
          summary: 'What a booth needs besides its key',
          description:
            "A booth device's key answers the device, its event and the interests staff may tick " +
            'for it; a booth sync key names its event in the query. Needs entries:write or entries:sync.',
          parameters: queryParameters(boothQuerySchema),
          responses: {
            '200': { description: 'The booth.', content: jsonContent(ref('DeviceConfig')) },
            ...AUTH_ERRORS,
          },
        },
      },
      '/entries/{id}': {
        get: {
          operationId: 'getEntry',
          summary: 'One entry by its id',
          description: 'Needs the entries:read scope.',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          ],
          responses: {
            '200': { description: 'The entry.', content: jsonContent(ref('Entry')) },
            ...AUTH_ERRORS,
            '404': errorResponse(NOT_FOUND_TEXTS.apiEntry),
          },
        },
      },
    },
    components: {
      schemas: components(),
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key (syn_...) created in the admin dashboard.',
        },
      },
    },
  };
}
