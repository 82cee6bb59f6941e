import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';

/**
 * A panel's "create" form (an API key, a webhook endpoint): checked by the shared schema as the
 * server checks it, sent, what was created kept to show once (its secret), the field named by
 * `clear` emptied and the panel's list refreshed. `problem` is the first field's message, or the
 * server's answer.
 */
export function useCreateForm<Values extends FieldValues, Payload, Created>({
  resolver,
  defaultValues,
  create,
  listKey,
  clear,
}: {
  resolver: Resolver<Values, unknown, Payload>;
  defaultValues: DefaultValues<Values>;
  create: (payload: Payload) => Promise<Created>;
  listKey: QueryKey;
  clear: FieldPath<Values>;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Payload>({ resolver, defaultValues });
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const creation = useMutation({
    mutationFn: create,
    onSuccess: async (made) => {
      setCreated(made);
      form.resetField(clear);
      setServerProblem(null);
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (error: Error) => setServerProblem(error.message),
  });
  const fieldProblem = Object.values(form.formState.errors)
    .map((error) => error?.message)
    .find((message): message is string => typeof message === 'string' && message !== '');
  return {
    register: form.register,
    errors: form.formState.errors,
    onSubmit: form.handleSubmit((payload) => creation.mutate(payload)),
    pending: creation.isPending,
    problem: fieldProblem ?? serverProblem,
    created,
    dismiss: () => setCreated(null),
  };
}
