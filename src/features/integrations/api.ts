import { apiJson } from '@lib/api';
import { apiPaths, pathTo } from '@shared/apiPaths';
import type {
  ApiKeySummary,
  BoothSyncSettingsInput,
  BoothSyncStatus,
  CreateApiKeyPayload,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookEndpointSummary,
  WebhookEvent,
} from '@shared';

export interface CreateWebhookInput {
  url: string;
  events: WebhookEvent[];
  description?: string;
}

export const API_KEYS_QUERY_KEY = [apiPaths.adminApiKeys] as const;
export const BOOTH_SYNC_QUERY_KEY = [apiPaths.adminSync] as const;
export const OPENAPI_URL = apiPaths.v1OpenApi;

export async function fetchApiKeys(): Promise<ApiKeySummary[]> {
  return (await apiJson<{ keys: ApiKeySummary[] }>('GET', apiPaths.adminApiKeys)).keys;
}

export function createApiKey(payload: CreateApiKeyPayload): Promise<CreatedApiKey> {
  return apiJson<CreatedApiKey>('POST', apiPaths.adminApiKeys, payload);
}

export function revokeApiKey(id: number): Promise<void> {
  return apiJson<void>('DELETE', pathTo(apiPaths.adminApiKey, { id }));
}

export function fetchBoothSync(): Promise<BoothSyncStatus> {
  return apiJson<BoothSyncStatus>('GET', apiPaths.adminSync);
}

export function saveBoothSync(settings: BoothSyncSettingsInput): Promise<BoothSyncStatus> {
  return apiJson<BoothSyncStatus>('PUT', apiPaths.adminSync, settings);
}

export function runBoothSync(): Promise<BoothSyncStatus> {
  return apiJson<BoothSyncStatus>('POST', apiPaths.adminSyncRun);
}

export function fetchOpenApi(): Promise<OpenApiDocument> {
  return apiJson<OpenApiDocument>('GET', OPENAPI_URL);
}

/** The parts of the OpenAPI document the reference page shows. */
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: JsonSchema;
  }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
}

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  additionalProperties?: JsonSchema | boolean;
}

export const WEBHOOKS_QUERY_KEY = [apiPaths.adminWebhooks] as const;

export async function fetchWebhooks(): Promise<WebhookEndpointSummary[]> {
  return (await apiJson<{ endpoints: WebhookEndpointSummary[] }>('GET', apiPaths.adminWebhooks))
    .endpoints;
}

export function createWebhook(payload: CreateWebhookInput): Promise<CreatedWebhookEndpoint> {
  return apiJson<CreatedWebhookEndpoint>('POST', apiPaths.adminWebhooks, payload);
}

export function deleteWebhook(id: number): Promise<void> {
  return apiJson<void>('DELETE', pathTo(apiPaths.adminWebhook, { id }));
}

export function enableWebhook(id: number): Promise<void> {
  return apiJson<void>('POST', pathTo(apiPaths.adminWebhookEnable, { id }));
}

export function sendTestEvent(id: number): Promise<{ queued: number }> {
  return apiJson<{ queued: number }>('POST', pathTo(apiPaths.adminWebhookTest, { id }));
}

export const webhookDeliveriesKey = (id: number) => [apiPaths.adminWebhookDeliveries, id] as const;

export async function fetchWebhookDeliveries(id: number): Promise<WebhookDelivery[]> {
  const path = pathTo(apiPaths.adminWebhookDeliveries, { id });
  return (await apiJson<WebhookDeliveriesResponse>('GET', path)).deliveries;
}
