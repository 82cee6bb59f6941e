import { OutboxPanel } from '../loop/OutboxPanel';
import { TemplatesPanel } from '../templates/TemplatesPanel';
import '../loop/loop.css';

/** /admin/messages: every message the waitlist sends and how its delivery went, and their words. */
export function MessagesSection() {
  return (
    <>
      <OutboxPanel />
      <TemplatesPanel />
    </>
  );
}
