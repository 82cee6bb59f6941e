import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { EntryStatus, WaitlistEntry } from '@shared';
import { rowActions, WaitlistTable } from '../components/WaitlistTable';

const entry = (id: number, status: EntryStatus): WaitlistEntry => ({
  id,
  firstName: 'Ada',
  lastName: `Number${id}`,
  email: `ada${id}@example.com`,
  company: '',
  hasConsented: true,
  position: id,
  createdAt: '2026-11-01T00:00:00.000Z',
  source: 'form',
  status,
  confirmedAt: status === 'waiting' ? null : '2026-11-01T00:10:00.000Z',
  invitedAt: null,
  activatedAt: null,
  referralCode: 'ABCDEFGH23',
  consentVersion: '2026-11-23',
  consentAt: '2026-11-01T00:00:00.000Z',
  unsubscribedAt: null,
  linkSentAt: null,
  referredBy: null,
  referralCount: 0,
  heldReason: null,
  referralFlag: null,
  networkHash: null,
});

function render(entries: WaitlistEntry[], selected: number[] = []) {
  // Each name links to the person's page (issue 28): the table renders inside the app's router.
  return renderToString(
    <MemoryRouter>
      <WaitlistTable
        entries={entries}
        deletingId={undefined}
        onDelete={() => undefined}
        loop={{
          selectedIds: new Set(selected),
          onSelect: () => undefined,
          resendingId: undefined,
          onResend: () => undefined,
        }}
        order={{ sort: 'joined', dir: 'desc' }}
        onSort={() => undefined}
      />
    </MemoryRouter>,
  );
}

describe('the waitlist table of the loop', () => {
  it('shows each entry status in words', () => {
    const html = render([entry(1, 'waiting'), entry(2, 'activated')]);
    expect(html).toContain('>Waiting<');
    expect(html).toContain('>Activated<');
  });

  it('offers "Resend confirmation" in the row menu only to entries still waiting', () => {
    const handlers = { open: () => undefined, resend: () => undefined, remove: () => undefined };
    const labels = (status: EntryStatus) =>
      rowActions(entry(1, status), handlers).map((action) => action.label);
    expect(labels('waiting')).toEqual(['Open', 'Resend confirmation', 'Delete…']);
    expect(labels('confirmed')).toEqual(['Open', 'Delete…']);
    expect(labels('invited')).toEqual(['Open', 'Delete…']);
    const html = render([entry(1, 'waiting')]);
    expect(html).toContain('aria-label="Actions for Ada Number1 (ada1@example.com)"');
  });

  it('leaves out of the row menu what the role may not do, and disables what is busy', () => {
    const open = () => undefined;
    const waiting = entry(1, 'waiting');
    expect(rowActions(waiting, { open }).map((action) => action.label)).toEqual(['Open']);
    const busy = rowActions(waiting, { open, resend: open, remove: open }, { resend: true });
    expect(busy.map((action) => [action.label, action.disabled ?? false])).toEqual([
      ['Open', false],
      ['Resend confirmation', true],
      ['Delete…', false],
    ]);
  });

  it('ticks the selected rows, and the page box once every row is ticked', () => {
    const some = render([entry(1, 'confirmed'), entry(2, 'confirmed')], [2]);
    expect(some.match(/checked=""/g)).toHaveLength(1);
    const all = render([entry(1, 'confirmed'), entry(2, 'confirmed')], [1, 2]);
    expect(all.match(/checked=""/g)).toHaveLength(3);
  });
});
