import type { TemplateName } from '../../../src/shared/mailTemplates.js';
import type { Query } from '../postgres/readQuery.js';
import type { StoredTemplate, TemplateStore } from './templateTypes.js';

interface TemplateRow {
  name: TemplateName;
  subject: string;
  body: string;
  updated_at: Date;
}

const toTemplate = (row: TemplateRow): StoredTemplate => ({
  name: row.name,
  subject: row.subject,
  body: row.body,
  updatedAt: row.updated_at.toISOString(),
});

/** The templates area on PostgreSQL: migration 27's mail_templates, one row per stored template. */
export class PostgresTemplates implements TemplateStore {
  constructor(
    private readonly query: Query,
    private readonly now: () => Date,
  ) {}

  async getTemplate(name: TemplateName): Promise<StoredTemplate | undefined> {
    const [row] = await this.query<TemplateRow>(
      'SELECT name, subject, body, updated_at FROM mail_templates WHERE name = $1',
      [name],
    );
    return row ? toTemplate(row) : undefined;
  }

  async setTemplate(name: TemplateName, { subject, body }: { subject: string; body: string }) {
    const [row] = await this.query<TemplateRow>(
      `INSERT INTO mail_templates (name, subject, body, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name) DO UPDATE SET subject = excluded.subject, body = excluded.body,
         updated_at = excluded.updated_at
       RETURNING name, subject, body, updated_at`,
      [name, subject, body, this.now()],
    );
    return toTemplate(row!);
  }

  async resetTemplate(name: TemplateName): Promise<boolean> {
    const rows = await this.query<{ name: string }>(
      'DELETE FROM mail_templates WHERE name = $1 RETURNING name',
      [name],
    );
    return rows.length > 0;
  }
}
