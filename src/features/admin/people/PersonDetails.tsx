import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LEAD_RATING_LABELS } from '@shared/leads';
import { formatDay } from '@shared/dateText';
import { LINE_WORDS, placeWords } from '@shared/lineWords';
import type { PersonLink, PersonResponse } from '@shared/people';
import { ENTRY_SOURCE_LABELS, formatDateTime, formatNumber } from '../format';
import { personPath } from '../layout/adminSections';
import { ENTRY_STATUS_LABELS } from '../loop/loopText';
import { reviewReason } from '../referrals/reviewText';
import { EmailText } from '../components/EmailText';
import { personName } from './api';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_LABELS } from '@shared/growth';

type Row = [label: string, value: ReactNode];

/** A labelled list; a row without a value is left out. */
function Facts({ rows }: { rows: Row[] }) {
  return (
    <dl className="person-facts">
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label} className="person-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The words the person reads about their place (docs/product.md §29 "The line's words"). */
function placeText({ place, lineSize, entry }: PersonResponse): string {
  return placeWords({
    status: entry.status,
    place,
    total: lineSize,
    held: entry.heldReason !== null,
    unsubscribed: entry.unsubscribedAt !== null,
  });
}

/** The visit's UTM fields and referring site, one row each, or that none were recorded. */
function attributionRows({ attribution }: PersonResponse): Row[] {
  const rows: Row[] = ATTRIBUTION_FIELDS.filter((field) => attribution?.[field]).map((field) => [
    ATTRIBUTION_LABELS[field],
    attribution![field],
  ]);
  return rows.length > 0 ? rows : [['Visit', 'No UTM fields or referring site recorded']];
}

function PersonLinkItem({ person }: { person: PersonLink }) {
  return (
    <>
      <Link to={personPath(person.id)}>{personName(person)}</Link>{' '}
      <span className="admin-muted">
        ({ENTRY_STATUS_LABELS[person.status]}
        {person.counts ? ', counts' : ', does not count'})
      </span>
    </>
  );
}

/** Who the person is, where they stand and where they came from. */
export function PersonDetails({ person }: { person: PersonResponse }) {
  const { entry, lead } = person;
  const consent = entry.hasConsented
    ? `Yes, text of ${formatDay(entry.consentVersion)}${entry.consentAt ? `, ${formatDateTime(entry.consentAt)}` : ''}`
    : 'No';
  return (
    <div className="person-cards">
      <section className="admin-card" aria-labelledby="person-details-heading">
        <h2 id="person-details-heading" className="admin-card__heading">
          Details
        </h2>
        <Facts
          rows={[
            [
              'E-mail',
              <a href={`mailto:${entry.email}`}>
                <EmailText email={entry.email} />
              </a>,
            ],
            ['Name', `${entry.firstName} ${entry.lastName}`.trim() || '-'],
            ['Company', entry.company || '-'],
            [
              'Status',
              <span className={`admin-badge admin-badge--${entry.status}`}>
                {ENTRY_STATUS_LABELS[entry.status]}
              </span>,
            ],
            [LINE_WORDS.placeLabel, placeText(person)],
            [LINE_WORDS.ticketLabel, LINE_WORDS.ticketNumber(entry.position)],
            ['Joined', formatDateTime(entry.createdAt)],
            ['Consent', consent],
            ['In review', reviewReason(entry)],
            ['Unsubscribed', entry.unsubscribedAt ? formatDateTime(entry.unsubscribedAt) : ''],
          ]}
        />
      </section>
      <section className="admin-card" aria-labelledby="person-origin-heading">
        <h2 id="person-origin-heading" className="admin-card__heading">
          Where they came from
        </h2>
        <Facts
          rows={[
            ['Source', ENTRY_SOURCE_LABELS[entry.source]],
            ['Event', lead?.event ?? ''],
            ['Booth device', lead?.device ?? ''],
            ['Lead rating', lead?.rating ? LEAD_RATING_LABELS[lead.rating] : ''],
            ['Interests', lead?.interests.join(', ') ?? ''],
            ['Staff note', lead?.note ?? ''],
            ['Captured by', lead?.capturedBy?.name ?? ''],
            ['Qualified by', lead?.qualifiedBy?.name ?? ''],
            ...attributionRows(person),
          ]}
        />
      </section>
      <section className="admin-card" aria-labelledby="person-referrals-heading">
        <h2 id="person-referrals-heading" className="admin-card__heading">
          Referrals
        </h2>
        <Facts
          rows={[
            ['Referral code', <code>{entry.referralCode}</code>],
            [
              'Referred by',
              person.referredBy ? <PersonLinkItem person={person.referredBy} /> : 'Nobody',
            ],
            ['Counted referrals', formatNumber(entry.referralCount)],
          ]}
        />
        {person.referrals.total === 0 ? (
          <p className="admin-muted">Nobody joined through their link yet.</p>
        ) : (
          <>
            <h3 className="person-subheading">
              Joined through their link ({formatNumber(person.referrals.total)})
            </h3>
            <ul className="person-referrals">
              {person.referrals.people.map((referred) => (
                <li key={referred.id}>
                  <PersonLinkItem person={referred} />
                </li>
              ))}
            </ul>
            {person.referrals.total > person.referrals.people.length && (
              <p className="admin-muted">
                The newest {formatNumber(person.referrals.people.length)} are listed.
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
