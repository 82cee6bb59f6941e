import type { TemplateName } from '../../../src/shared/mailTemplates.js';
import type { StoredTemplate } from './templateTypes.js';

/** The templates area's journal record (lowdb): a template stored, or forgotten (null). */
export type TemplateChange = {
  type: 'mailTemplate';
  name: TemplateName;
  template: StoredTemplate | null;
};

/** What db.json keeps of the area; absent in data files written before issue 28. */
export type TemplateSnapshot = StoredTemplate[];

export function isTemplateChange(change: { type: string }): change is TemplateChange {
  return change.type === 'mailTemplate';
}

/** The admin's templates in memory, by name. */
export class TemplateState {
  private readonly templates = new Map<TemplateName, StoredTemplate>();

  load(snapshot: TemplateSnapshot | undefined): void {
    for (const template of snapshot ?? []) this.templates.set(template.name, template);
  }

  toSnapshot(): TemplateSnapshot {
    return [...this.templates.values()];
  }

  get(name: TemplateName): StoredTemplate | undefined {
    return this.templates.get(name);
  }

  apply(change: TemplateChange): () => void {
    const previous = this.templates.get(change.name);
    if (change.template) this.templates.set(change.name, change.template);
    else this.templates.delete(change.name);
    return () => {
      if (previous) this.templates.set(change.name, previous);
      else this.templates.delete(change.name);
    };
  }
}
