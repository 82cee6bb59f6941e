import { ApiError } from '../lib/api';
import { attributionFrom } from '../lib/attribution';
import { GROWTH_TEXTS } from '../shared/growth';
import type { JoinResponse } from '../shared/types';
import { thankYouPanel } from './thankYou';
import { widgetApi } from './widgetApi';
import { loadWidgetFont, WIDGET_CSS } from './widgetStyles';

type WidgetApi = ReturnType<typeof widgetApi>;

/** The form's fields, as the site's form names and labels them (docs/product.md §3). */
const TEXT_FIELDS = [
  ['firstName', 'First Name', 'text', 'given-name'],
  ['lastName', 'Last Name', 'text', 'family-name'],
  ['email', 'Email', 'email', 'email'],
  ['company', 'Company (optional)', 'text', 'organization'],
] as const;
const CONSENT = 'I agree to receive updates about the product and services';
const FIELDS = [...TEXT_FIELDS.map(([name]) => name), 'hasConsented'];

const field = ([name, label, type, autocomplete]: (typeof TEXT_FIELDS)[number]) =>
  `<div class="field"><label for="${name}">${label}</label>` +
  `<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}">` +
  `<p class="error" id="${name}-error" hidden></p></div>`;

const FORM_HTML =
  `<form class="card" novalidate aria-label="${GROWTH_TEXTS.embedTitle}">` +
  `<h2 class="heading">${GROWTH_TEXTS.embedTitle}</h2>` +
  `<div class="names">${field(TEXT_FIELDS[0])}${field(TEXT_FIELDS[1])}</div>` +
  `${field(TEXT_FIELDS[2])}${field(TEXT_FIELDS[3])}` +
  `<div class="field"><div class="consent"><input id="hasConsented" name="hasConsented" type="checkbox">` +
  `<label for="hasConsented">${CONSENT}</label></div>` +
  `<p class="error" id="hasConsented-error" hidden></p></div>` +
  // A honeypot: hidden from people and assistive technology, filled by form-filling bots.
  `<div class="trap" aria-hidden="true"><label for="website">Website</label>` +
  `<input id="website" name="website" type="text" tabindex="-1" autocomplete="off"></div>` +
  `<button type="submit">Join Waitlist</button>` +
  `<p class="status" role="status"></p><p class="alert" role="alert"></p></form>`;

/**
 * <synapse-waitlist> (issue 29): the sign-up form for any page, in a shadow root, without a
 * framework. Attributes: theme ("dark", the default, or "light"), ref (a referral code; else the
 * page's ?ref=), no-heading (the page shows its own). Joins go to the server the script came from.
 */
export function defineWaitlistElement(api: WidgetApi): void {
  class SynapseWaitlist extends HTMLElement {
    private readonly root = this.attachShadow({ mode: 'open' });

    connectedCallback(): void {
      if (this.root.childElementCount > 0) return;
      loadWidgetFont(api.origin);
      this.root.innerHTML = `<style>${WIDGET_CSS}</style>${FORM_HTML}`;
      if (this.hasAttribute('no-heading')) this.root.querySelector('.heading')?.remove();
      // /embed's page has no heading of its own: the form's is the page's (heading-level="1").
      if (this.getAttribute('heading-level') === '1') this.promoteHeading();
      this.root.querySelector('form')!.addEventListener('submit', (event) => {
        event.preventDefault();
        void this.submit(event.currentTarget as HTMLFormElement);
      });
      // Solved while the person types (docs/product.md §24: no puzzle, no waiting); a site the
      // server refuses learns it from the first challenge, before anyone types.
      void api.proofs.refused().then((refusal) => refusal && this.showRefused(refusal.message));
    }

    private promoteHeading(): void {
      const heading = this.root.querySelector('.heading');
      if (!heading) return;
      const h1 = document.createElement('h1');
      h1.className = heading.className;
      h1.textContent = heading.textContent;
      heading.replaceWith(h1);
    }

    /** This site may not embed the sign-up: say so in the form's place, with the way to our own. */
    private showRefused(message: string): void {
      const form = this.root.querySelector('form');
      if (!form) return;
      const panel = document.createElement('div');
      panel.className = 'card refused';
      panel.innerHTML = '<p role="alert"></p><a class="join-here"></a>';
      panel.querySelector('p')!.textContent = message;
      const link = panel.querySelector('a')!;
      link.href = `${api.origin}/#waitlist`;
      link.textContent = GROWTH_TEXTS.widgetJoinHere(new URL(api.origin).host);
      form.replaceWith(panel);
    }

    private payload(form: HTMLFormElement): Record<string, unknown> {
      const data = new FormData(form);
      const text = (name: string) => String(data.get(name) ?? '');
      const location = window.location;
      return {
        firstName: text('firstName'),
        lastName: text('lastName'),
        email: text('email'),
        company: text('company'),
        hasConsented: data.get('hasConsented') === 'on',
        website: text('website'),
        ref:
          this.getAttribute('ref') || new URLSearchParams(location.search).get('ref') || undefined,
        attribution: this.attribution(),
      };
    }

    /**
     * The host page's UTM fields and referrer. Inside /embed the referrer is the page that framed
     * it, not a site that linked to it: left out (the server records an embedding page only from
     * the widget's own Origin header, issue 38, item 11).
     */
    private attribution() {
      const { search, host } = window.location;
      const framed = this.hasAttribute('embed-origin');
      return attributionFrom(search, framed ? '' : document.referrer, host);
    }

    private async submit(form: HTMLFormElement): Promise<void> {
      const button = form.querySelector('button')!;
      const status = form.querySelector('.status')!;
      const alert = form.querySelector('.alert')!;
      this.showErrors(form, {});
      alert.textContent = '';
      button.disabled = true;
      button.textContent = 'Processing...';
      const slow = setTimeout(() => (status.textContent = GROWTH_TEXTS.checking), 1_000);
      try {
        this.showJoined(await api.join(this.payload(form)));
      } catch (error) {
        const known = error instanceof ApiError ? error : undefined;
        const fieldErrors = this.showErrors(form, known?.errors ?? {});
        // One place per problem: a field's under the field (focused), anything else in the alert.
        if (fieldErrors.length > 0) fieldErrors[0]!.focus();
        else
          alert.textContent =
            known?.message ?? 'The waitlist could not be reached. Please try again.';
        if (known?.status === 403) this.showRefused(known.message);
      } finally {
        clearTimeout(slow);
        status.textContent = '';
        button.disabled = false;
        button.textContent = 'Join Waitlist';
      }
    }

    /** Each field's error under it; answers the fields that have one, in the form's order. */
    private showErrors(form: HTMLFormElement, errors: Record<string, string>): HTMLInputElement[] {
      const invalid: HTMLInputElement[] = [];
      for (const name of FIELDS) {
        const input = form.querySelector<HTMLInputElement>(`#${name}`)!;
        const error = form.querySelector<HTMLElement>(`#${name}-error`)!;
        const message = errors[name];
        error.textContent = message ?? '';
        error.hidden = !message;
        if (message) {
          invalid.push(input);
          input.setAttribute('aria-invalid', 'true');
          input.setAttribute('aria-describedby', error.id);
        } else {
          input.removeAttribute('aria-invalid');
          input.removeAttribute('aria-describedby');
        }
      }
      return invalid;
    }

    private showJoined(result: JoinResponse): void {
      const panel = thankYouPanel(result);
      this.root.querySelector('form')!.replaceWith(panel);
      panel.querySelector('h2')!.focus();
    }
  }
  if (!customElements.get('synapse-waitlist')) {
    customElements.define('synapse-waitlist', SynapseWaitlist);
  }
}
