import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Problem } from '@components/Problem';
import { INVITE_BATCH_MAX, inviteNextSchema } from '@shared';
import { inviteNext } from './api';
import { DEFAULT_INVITE_COUNT } from './loopText';
import { useQueuedAction } from './useQueuedAction';

type InviteValues = z.input<typeof inviteNextSchema>;

/** The form's check: the shared schema, as the server runs it. */
export const inviteResolver = zodResolver(inviteNextSchema);

/** "Invite next N": the next N by place in line, confirmed entries only unless the box says so. */
export function InvitePanel() {
  const id = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<InviteValues, unknown, z.output<typeof inviteNextSchema>>({
    resolver: inviteResolver,
    mode: 'onChange',
    defaultValues: { count: String(DEFAULT_INVITE_COUNT), includeUnconfirmed: false },
  });
  const invite = useQueuedAction(
    (input: { count: number; includeUnconfirmed: boolean }) =>
      inviteNext(input.count, input.includeUnconfirmed),
    'Invites failed',
  );
  const count = inviteNextSchema.shape.count.safeParse(watch('count'));
  const problem = errors.count?.message;

  const onSubmit = handleSubmit((payload) => invite.mutate(payload));

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Invites
      </h2>
      <form className="admin-invite" onSubmit={onSubmit}>
        <div className="admin-field">
          <label htmlFor={`${id}-count`}>How many</label>
          <input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITE_BATCH_MAX}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem ${id}-help` : `${id}-help`}
            {...register('count')}
          />
        </div>
        <div className="admin-check">
          <input id={`${id}-unconfirmed`} type="checkbox" {...register('includeUnconfirmed')} />
          <label htmlFor={`${id}-unconfirmed`}>Include unconfirmed entries</label>
        </div>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={!count.success || invite.isPending}
        >
          {invite.isPending ? 'Inviting...' : `Invite next ${count.success ? count.data : 'N'}`}
        </button>
        <Problem id={`${id}-problem`}>{problem}</Problem>
      </form>
      <p id={`${id}-help`} className="admin-muted admin-invite__help">
        Invites go out by place in line, 1 to {INVITE_BATCH_MAX} at a time. Each invitee gets an
        e-mail with a link that gives access.
      </p>
    </section>
  );
}
