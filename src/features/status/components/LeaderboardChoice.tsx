import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchLeaderboardChoice, leaderboardChoiceKey, setLeaderboardHidden } from '../api';

/**
 * The status page's switch for the public leaderboard (issue 29): shown only when LEADERBOARD is
 * on; unticked, the person appears as "Anonymous" there (docs/product.md §24 "Growth").
 */
export function LeaderboardChoice({ token }: { token: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const choice = useQuery({
    queryKey: leaderboardChoiceKey(token),
    queryFn: () => fetchLeaderboardChoice(token),
  });
  // The box shows the choice at once, set in the click's own render (a mutation's pending state
  // arrives a task later: the box would flick back in between); it is saved behind it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const change = useMutation({
    mutationFn: (hidden: boolean) => setLeaderboardHidden(token, hidden),
    onSuccess: (saved) => queryClient.setQueryData(leaderboardChoiceKey(token), saved),
    onSettled: () => setChosen(null),
  });
  if (!choice.data?.enabled) return null;
  return (
    <section className="loop-leaderboard" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>The leaderboard</h2>
      <p>
        The <Link to="/leaderboard">public leaderboard</Link> shows the top referrers as first name
        and last initial.
      </p>
      <p className="loop-leaderboard__choice">
        <input
          id={`${id}-shown`}
          type="checkbox"
          checked={chosen ?? !choice.data.hidden}
          disabled={change.isPending}
          onChange={(event) => {
            setChosen(event.target.checked);
            change.mutate(!event.target.checked);
          }}
        />{' '}
        <label htmlFor={`${id}-shown`}>Show my name on the leaderboard</label>
      </p>
      {change.isError && <p role="alert">{change.error.message}</p>}
    </section>
  );
}
