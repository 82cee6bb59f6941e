import type { TemplateName } from '../../../src/shared/mailTemplates.js';

/**
 * The templates area (issue 28, item 4): the admin's wording of the confirmation, status and
 * invite e-mails. A template that is not stored goes out as the server's default.
 */
export interface StoredTemplate {
  name: TemplateName;
  subject: string;
  /** The admin's Markdown with merge fields (src/shared/mailMarkdown.ts). */
  body: string;
  updatedAt: string;
}

export interface TemplateStore {
  getTemplate(name: TemplateName): Promise<StoredTemplate | undefined>;
  /** Stores the admin's wording, replacing any before it. */
  setTemplate(
    name: TemplateName,
    words: { subject: string; body: string },
  ): Promise<StoredTemplate>;
  /** Forgets the admin's wording (back to the default); answers whether there was one. */
  resetTemplate(name: TemplateName): Promise<boolean>;
}
