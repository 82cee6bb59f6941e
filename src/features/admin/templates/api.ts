import { apiJson } from '@lib/api';
import { apiPaths, pathTo } from '@shared';
import type { TemplateName, TemplatePayload, TemplateView } from '@shared/mailTemplates';

/** The e-mails' wording (issue 28, item 4). */
export const TEMPLATES_QUERY_KEY = [apiPaths.adminTemplates] as const;

export function fetchTemplates(): Promise<TemplateView[]> {
  return apiJson<TemplateView[]>('GET', apiPaths.adminTemplates);
}

export function saveTemplate(name: TemplateName, words: TemplatePayload): Promise<TemplateView> {
  return apiJson<TemplateView>('PUT', pathTo(apiPaths.adminTemplate, { name }), words);
}

export function resetTemplate(name: TemplateName): Promise<TemplateView> {
  return apiJson<TemplateView>('DELETE', pathTo(apiPaths.adminTemplate, { name }));
}

/** Sends the draft as it reads now to one address (only where the server sends e-mail). */
export function sendTemplateTest(name: TemplateName, to: string, words: TemplatePayload) {
  return apiJson<{ sent: true }>('POST', pathTo(apiPaths.adminTemplateTest, { name }), {
    to,
    ...words,
  });
}
