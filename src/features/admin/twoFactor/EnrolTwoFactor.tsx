import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Problem } from '@components/Problem';
import { enableTwoFactorSchema } from '@shared';
import { firstProblem } from '../components/formProblem';
import { CodeField } from './CodeField';
import { RecoveryCodes } from './RecoveryCodes';
import { enableTwoFactor, startTwoFactorSetup, TWO_FACTOR_QUERY_KEY } from './api';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type EnrolValues = z.input<typeof enableTwoFactorSchema>;

/** The confirming code's check: the shared schema, as the server runs it. */
export const enrolResolver = zodResolver(enableTwoFactorSchema);

/** Enrolment: a QR code and the secret, a code to confirm, then the recovery codes once. */
export function EnrolTwoFactor() {
  const queryClient = useQueryClient();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<EnrolValues, unknown, z.output<typeof enableTwoFactorSchema>>({
    resolver: enrolResolver,
    defaultValues: { code: '' },
  });
  const { field: code } = useController({ name: 'code', control });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const id = useId();
  const problemId = `${id}-problem`;
  const setup = useMutation({ mutationFn: startTwoFactorSetup });
  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (answer) => setRecoveryCodes(answer.recoveryCodes),
  });

  const onConfirm = handleSubmit((payload) => enable.mutate(payload.code));
  const onDone = () => void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  if (!setup.data) {
    return (
      <div>
        <p>
          Two-factor sign-in is off. With it on, a new browser needs a code from an authenticator
          app after the password.
        </p>
        <Problem>{setup.error?.message}</Problem>
        <button
          type="button"
          className="btn btn--primary"
          disabled={setup.isPending}
          onClick={() => setup.mutate()}
        >
          Set up two-factor sign-in
        </button>
      </div>
    );
  }
  const problem = firstProblem(errors, ['code']) ?? enable.error?.message;
  return (
    <form className="admin-form admin-two-factor__setup" onSubmit={onConfirm} noValidate>
      <p>Scan this QR code with your authenticator app, or type the key into it.</p>
      <img
        className="admin-two-factor__qr"
        src={setup.data.qrCode}
        width={200}
        height={200}
        alt="QR code to add Synapse to an authenticator app"
      />
      <p>
        Key: <code data-testid="two-factor-secret">{grouped(setup.data.secret)}</code>
      </p>
      <CodeField
        label="Code from the app"
        value={code.value}
        onChange={code.onChange}
        describedBy={problem ? problemId : undefined}
      />
      <Problem id={problemId}>{problem}</Problem>
      <button type="submit" className="btn btn--primary" disabled={enable.isPending}>
        {enable.isPending ? 'Checking...' : 'Turn on two-factor sign-in'}
      </button>
    </form>
  );
}
