import { Router, type RequestHandler } from 'express';
import nodemailer from 'nodemailer';
import { API_MOUNTS, apiPaths, routeWithin, type WaitlistEntry } from '../../src/shared/index.js';
import {
  fieldProblem,
  TEMPLATE_NAMES,
  TEMPLATE_TEXTS,
  templateSchema,
  templateTestSchema,
  type TemplateName,
  type TemplateView,
} from '../../src/shared/mailTemplates.js';
import { audit } from '../audit/audit.js';
import { requireUser } from '../auth/requireUser.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { LoopContext } from '../loop/loopContext.js';
import { renderCustom, type TemplateWords } from '../mail/templates/custom.js';
import { DEFAULT_TEMPLATE_WORDS } from '../mail/templates/defaults.js';
import { mergeValues } from '../mail/templates/mergeValues.js';
import type { StoredTemplate } from '../store/templates/templateTypes.js';

function templateName(raw: string): TemplateName {
  if (!TEMPLATE_NAMES.includes(raw as TemplateName)) {
    throw new HttpError(404, TEMPLATE_TEXTS.unknownTemplate);
  }
  return raw as TemplateName;
}

function view(name: TemplateName, stored: StoredTemplate | undefined): TemplateView {
  const fallback = DEFAULT_TEMPLATE_WORDS[name];
  return {
    name,
    subject: stored?.subject ?? fallback.subject,
    body: stored?.body ?? fallback.body,
    isDefault: !stored,
    updatedAt: stored?.updatedAt ?? null,
    defaultSubject: fallback.subject,
    defaultBody: fallback.body,
  };
}

/** A template's words checked in full: the schema, then its fields (an unknown one by its name). */
function checkedWords(name: TemplateName, body: unknown): TemplateWords {
  const words = parseBody(templateSchema, body);
  const problem = fieldProblem(name, words.subject, words.body);
  if (problem) throw new HttpError(400, problem, { body: problem });
  return words;
}

/** Who a test message is about: a made-up person, so no real entry's links go out. */
const SAMPLE_ENTRY = {
  firstName: 'Ada',
  position: 42,
  referralCode: 'SAMPLE2345',
} as WaitlistEntry;

/**
 * The e-mails' wording (issue 28, item 4), mounted at /api/admin: read, change and reset a
 * template, and, where SMTP_URL is set, send a test of it to an address. Every change is audited.
 */
export function templatesAdminRouter(
  loop: LoopContext,
  session: RequestHandler,
  smtpUrl: string | undefined,
): Router {
  const { store } = loop;
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.admin, path);
  router.use(route(apiPaths.adminTemplates), session, requireUser);

  router.get(route(apiPaths.adminTemplates), async (_req, res) => {
    const views = await Promise.all(
      TEMPLATE_NAMES.map(async (name) => view(name, await store.templates.getTemplate(name))),
    );
    res.json(views);
  });

  router.get(route(apiPaths.adminTemplate), async (req, res) => {
    const name = templateName(String(req.params.name));
    res.json(view(name, await store.templates.getTemplate(name)));
  });

  router.put(route(apiPaths.adminTemplate), async (req, res) => {
    const name = templateName(String(req.params.name));
    const stored = await store.templates.setTemplate(name, checkedWords(name, req.body));
    await audit(store, { action: 'template-changed', req, detail: `${name} e-mail` });
    res.json(view(name, stored));
  });

  router.delete(route(apiPaths.adminTemplate), async (req, res) => {
    const name = templateName(String(req.params.name));
    await store.templates.resetTemplate(name);
    await audit(store, { action: 'template-reset', req, detail: `${name} e-mail` });
    res.json(view(name, undefined));
  });

  if (!smtpUrl) return router;
  // A draft sent as it reads now (or the template in use), to one address, at once: not through
  // the outbox, which holds messages about entries.
  router.post(route(apiPaths.adminTemplateTest), async (req, res) => {
    const name = templateName(String(req.params.name));
    const { to } = parseBody(templateTestSchema, req.body);
    const draft = req.body?.subject !== undefined ? checkedWords(name, req.body) : undefined;
    const words = draft ?? view(name, await store.templates.getTemplate(name));
    const base = loop.settings().publicUrl;
    const links = {
      statusUrl: `${base}/status/test-link`,
      unsubscribeUrl: `${base}/status/test-link`,
      unsubscribePageUrl: `${base}/status/test-link?unsubscribe=1`,
      confirmUrl: `${base}/confirm/test-link`,
      inviteUrl: `${base}/invite/test-link`,
    };
    const values = mergeValues(
      SAMPLE_ENTRY,
      links,
      { place: 7, total: 120 },
      base,
      "Founders' t-shirt",
    );
    const mail = renderCustom(words, values, links);
    const transport = nodemailer.createTransport(smtpUrl);
    try {
      await transport.sendMail({
        from: loop.settings().mailFrom,
        to,
        ...mail,
        subject: `[Test] ${mail.subject}`,
        headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>` },
      });
    } catch (error) {
      throw new HttpError(
        502,
        `The mail server did not take the test: ${(error as Error).message}`,
      );
    } finally {
      transport.close();
    }
    await audit(store, { action: 'template-test-sent', req, detail: `${name} e-mail to ${to}` });
    res.json({ sent: true });
  });
  return router;
}
