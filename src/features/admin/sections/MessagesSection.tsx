import { OutboxPanel } from '../loop/OutboxPanel';
import '../loop/loop.css';

/** /admin/messages: every message the waitlist sends, and how its delivery went. */
export function MessagesSection() {
  return <OutboxPanel />;
}
