import { Link } from 'react-router-dom';
import { ADMIN_SECTIONS, type AdminSectionId } from '../layout/adminSections';

/**
 * The admin's tasks, each linked to the section where it is done (issue 28, "Done when": every
 * task at most two clicks from the overview). On a phone the sections' navigation is behind the
 * Menu button; this list keeps each task one link away there too.
 */
const TASKS: { label: string; section: AdminSectionId }[] = [
  { label: 'Export the list as CSV', section: 'people' },
  { label: 'Invite the next in line', section: 'people' },
  { label: 'Resend a confirmation', section: 'people' },
  { label: 'Find a person', section: 'people' },
  { label: 'Review held sign-ups', section: 'referrals' },
  { label: 'Word the e-mails', section: 'messages' },
  { label: 'Booth devices and leads', section: 'booths' },
  { label: 'API keys', section: 'integrations' },
  { label: 'Webhooks', section: 'integrations' },
  { label: 'Change the password', section: 'security' },
  { label: 'Two-factor sign-in', section: 'security' },
  { label: 'Audit log', section: 'security' },
  { label: 'Embedding and leaderboard', section: 'settings' },
];

const pathOf = (id: AdminSectionId) => ADMIN_SECTIONS.find((section) => section.id === id)!.path;

export function AdminTasks() {
  return (
    <nav className="admin-card overview-tasks" aria-labelledby="overview-tasks-heading">
      <h2 id="overview-tasks-heading" className="admin-card__heading">
        Tasks
      </h2>
      <ul className="overview-tasks__list">
        {TASKS.map((task) => (
          <li key={task.label}>
            <Link to={pathOf(task.section)}>{task.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
