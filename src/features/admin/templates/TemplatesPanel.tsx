import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@lib/api';
import { toast } from '@lib/toast';
import {
  fieldProblem,
  MERGE_FIELD_HELP,
  MERGE_FIELDS,
  TEMPLATE_LABELS,
  TEMPLATE_NAMES,
  TEMPLATE_TEXTS,
  type TemplateName,
  type TemplateView,
} from '@shared/mailTemplates';
import { formatDateTime } from '../format';
import {
  fetchTemplates,
  resetTemplate,
  saveTemplate,
  sendTemplateTest,
  TEMPLATES_QUERY_KEY,
} from './api';
import { TemplatePreview } from './TemplatePreview';
import './templates.css';
import { asQuestion, useConfirm } from '@components/confirm/ConfirmDialog';

/** One template's editor: subject, body, the live preview, save, reset and a test send. */
function TemplateEditor({ template }: { template: TemplateView }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({ subject: template.subject, body: template.body });
  const [testTo, setTestTo] = useState('');
  const confirm = useConfirm();
  // Another template, or the saved words changed: the fields follow.
  useEffect(
    () => setDraft({ subject: template.subject, body: template.body }),
    [template.name, template.subject, template.body],
  );
  const problem = fieldProblem(template.name, draft.subject, draft.body);
  const label = TEMPLATE_LABELS[template.name].toLowerCase();
  const saved = (view: TemplateView) =>
    queryClient.setQueryData<TemplateView[]>(TEMPLATES_QUERY_KEY, (views) =>
      views?.map((each) => (each.name === view.name ? view : each)),
    );
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: error.message, variant: 'destructive' });
  const save = useMutation({
    mutationFn: () => saveTemplate(template.name, draft),
    onSuccess: (view) => {
      saved(view);
      toast({ title: `The ${label} e-mail is saved`, description: 'The next one goes out so.' });
    },
    onError: failed('Not saved'),
  });
  const reset = useMutation({
    mutationFn: () => resetTemplate(template.name),
    onSuccess: (view) => {
      saved(view);
      toast({ title: `The ${label} e-mail is back to the default` });
    },
    onError: failed('Not reset'),
  });
  const test = useMutation({
    mutationFn: () => sendTemplateTest(template.name, testTo, draft),
    onSuccess: () => toast({ title: `A test went to ${testTo}` }),
    onError: (error: Error) =>
      failed('Test not sent')(
        error instanceof ApiError && error.status === 404
          ? new Error(TEMPLATE_TEXTS.notSetUp)
          : error,
      ),
  });
  const changed = draft.subject !== template.subject || draft.body !== template.body;

  return (
    <div className="template-editor">
      <form
        className="admin-form template-editor__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) save.mutate();
        }}
      >
        <p className="admin-muted">
          {template.isDefault
            ? 'The default wording goes out.'
            : `Your wording goes out (saved ${formatDateTime(template.updatedAt!)}).`}
        </p>
        <div className="admin-field">
          <label htmlFor="template-subject">Subject</label>
          <input
            id="template-subject"
            value={draft.subject}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="template-body">Body (Markdown)</label>
          <textarea
            id="template-body"
            rows={14}
            value={draft.body}
            aria-describedby="template-help template-problem"
            onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          />
        </div>
        <p id="template-problem" role="alert" className="admin-problem">
          {problem ?? ''}
        </p>
        <div className="template-editor__actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={Boolean(problem) || !changed || save.isPending}
          >
            Save
          </button>
          <button
            type="button"
            className="btn btn--outline"
            disabled={template.isDefault || reset.isPending}
            onClick={async () => {
              const question = `Reset the ${label} e-mail to the default? Your wording is deleted.`;
              if (await confirm(asQuestion(question, 'Reset'))) reset.mutate();
            }}
          >
            Reset to the default
          </button>
        </div>
        <div className="template-editor__test">
          <div className="admin-field admin-field--inline">
            <label htmlFor="template-test-to">Send a test to</label>
            <input
              id="template-test-to"
              type="email"
              autoComplete="email"
              value={testTo}
              onChange={(event) => setTestTo(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="btn btn--outline"
            disabled={Boolean(problem) || !testTo.includes('@') || test.isPending}
            onClick={() => test.mutate()}
          >
            Send test
          </button>
        </div>
        <details id="template-help" className="template-editor__help">
          <summary>Merge fields and Markdown</summary>
          <ul>
            {MERGE_FIELDS.map((field) => (
              <li key={field}>
                <code>{`{{${field}}}`}</code>: {MERGE_FIELD_HELP[field]}
              </li>
            ))}
          </ul>
          <p>
            A blank line starts a paragraph; <code># </code> the heading, <code>- </code> a list
            item; <code>**bold**</code>, <code>*italic*</code>, <code>[words](link)</code>; a link
            alone in its paragraph is the button. The footer with the status page and Unsubscribe,
            the text part and the List-Unsubscribe header are always added.
          </p>
        </details>
      </form>
      <TemplatePreview subject={draft.subject} body={draft.body} />
    </div>
  );
}

/** The confirmation, status and invite e-mails in the admin's words (issue 28, item 4). */
export function TemplatesPanel() {
  const templates = useQuery({ queryKey: TEMPLATES_QUERY_KEY, queryFn: fetchTemplates });
  const [name, setName] = useState<TemplateName>('confirmation');
  const template = templates.data?.find((each) => each.name === name);
  return (
    <section className="admin-card" aria-labelledby="templates-heading">
      <h2 id="templates-heading" className="admin-card__heading">
        E-mail templates
      </h2>
      <div className="template-tabs" role="group" aria-label="Template">
        {TEMPLATE_NAMES.map((each) => (
          <button
            key={each}
            type="button"
            className="btn btn--outline admin-btn--small"
            aria-pressed={each === name}
            onClick={() => setName(each)}
          >
            {TEMPLATE_LABELS[each]}
          </button>
        ))}
      </div>
      {templates.error && (
        <p role="alert" className="admin-problem">
          Could not load the templates: {templates.error.message}
        </p>
      )}
      {!template && !templates.error && <p role="status">Loading the templates...</p>}
      {template && <TemplateEditor key={template.name} template={template} />}
    </section>
  );
}
