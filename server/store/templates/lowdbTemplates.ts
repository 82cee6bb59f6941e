import type { TemplateName } from '../../../src/shared/mailTemplates.js';
import type { TemplateChange, TemplateState } from './lowdbTemplateState.js';
import type { StoredTemplate, TemplateStore } from './templateTypes.js';

/** The lowdb store's group-committed write, seen from this area. */
export type TemplateMutate = <T>(
  plan: (templates: TemplateState) => { change: TemplateChange | null; result: T },
) => Promise<T>;

/** The templates area on lowdb: plans over TemplateState, written through the store's journal. */
export class LowdbTemplates implements TemplateStore {
  constructor(
    private readonly mutate: TemplateMutate,
    private readonly read: () => TemplateState,
    private readonly now: () => Date,
  ) {}

  async getTemplate(name: TemplateName): Promise<StoredTemplate | undefined> {
    return this.read().get(name);
  }

  setTemplate(name: TemplateName, words: { subject: string; body: string }) {
    const template: StoredTemplate = { name, ...words, updatedAt: this.now().toISOString() };
    return this.mutate(() => ({
      change: { type: 'mailTemplate', name, template },
      result: template,
    }));
  }

  resetTemplate(name: TemplateName): Promise<boolean> {
    return this.mutate((templates) =>
      templates.get(name)
        ? { change: { type: 'mailTemplate', name, template: null }, result: true }
        : { change: null, result: false },
    );
  }
}
