import type { TimelineEvent } from '@shared/people';
import { formatDateTime } from '../format';
import { timelineLine } from './personText';

/** Everything that happened to the entry, oldest first, each with its time. */
export function PersonTimeline({ events }: { events: TimelineEvent[] }) {
  return (
    <section className="admin-card" aria-labelledby="person-timeline-heading">
      <h2 id="person-timeline-heading" className="admin-card__heading">
        Timeline
      </h2>
      <ol className="person-timeline">
        {events.map((event, index) => {
          const line = timelineLine(event);
          return (
            <li
              key={index}
              className={`person-timeline__item person-timeline__item--${event.kind}`}
            >
              <time dateTime={event.at} className="person-timeline__time">
                {formatDateTime(event.at)}
              </time>
              <p className="person-timeline__title">
                {line.title}
                {line.delivery && (
                  <span className={`admin-badge admin-badge--${line.delivery.status}`}>
                    {line.delivery.label}
                  </span>
                )}
              </p>
              {line.detail && <p className="person-timeline__detail">{line.detail}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
