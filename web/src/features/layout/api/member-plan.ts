import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { MemberPlanQuery, MemberPlanQueryVariables } from './member-plan.generated';
import { graphqlRequest, type GraphQLOperation } from '../../../lib/graphql-request';
import type { Session, SessionUser } from '../../auth/api/session';

/**
 * Whether the signed-in client has a NetBuilder plan, for the user menu's "Credit Builder Dashboard" link. The
 * header must stay light (no Apollo in public pages' first load), so this is one small typed fetch of
 * member-plan.graphql, asked only for a signed-in client and at most once per user and app (the menu and the side
 * sheet share the answer).
 */
export const memberPlanQuery: GraphQLOperation<MemberPlanQuery, MemberPlanQueryVariables> = {
  operationName: 'MemberPlan',
  query: `query MemberPlan {
  netbuilderSubscription {
    id
  }
}`,
};

const answers = new WeakMap<Session, Map<string, Promise<boolean>>>();
/** Answers already known when a page renders: the server asked before rendering (a static page never asks itself). */
const settled = new WeakMap<Session, Map<string, boolean>>();

/** Records what the server found, so the page's first render (on the server, and its hydration) shows the link. */
export function rememberNetbuilderPlan(session: Session, userId: string, hasPlan: boolean): void {
  let known = settled.get(session);
  if (!known) settled.set(session, (known = new Map()));
  known.set(userId, hasPlan);
  let perUser = answers.get(session);
  if (!perUser) answers.set(session, (perUser = new Map()));
  perUser.set(userId, Promise.resolve(hasPlan));
}

function askHasPlan(session: Session, graphqlUri: string, userId: string): Promise<boolean> {
  let perUser = answers.get(session);
  if (!perUser) answers.set(session, (perUser = new Map()));
  let answer = perUser.get(userId);
  if (!answer) {
    answer = graphqlRequest(graphqlUri, memberPlanQuery).then(
      ({ netbuilderSubscription }) => netbuilderSubscription !== null,
      () => {
        // Not remembered: a later menu opening asks again. Meanwhile the link is simply not shown.
        perUser.delete(userId);
        return false;
      },
    );
    perUser.set(userId, answer);
  }
  return answer;
}

/** True once the server has said that `user` (a client) has a NetBuilder plan; false otherwise and meanwhile. */
export function useHasNetbuilderPlan(user: SessionUser | null): boolean {
  const { session, graphqlUri } = useRouter().options.context;
  const userId = user?.role === 'client' ? user.id : null;
  const [answer, setAnswer] = useState<{ userId: string; hasPlan: boolean } | null>(() => {
    const known = userId === null ? undefined : settled.get(session)?.get(userId);
    return known === undefined || userId === null ? null : { userId, hasPlan: known };
  });

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void askHasPlan(session, graphqlUri, userId).then((hasPlan) => {
      if (current) setAnswer({ userId, hasPlan });
    });
    return () => {
      current = false;
    };
  }, [session, graphqlUri, userId]);

  return userId !== null && answer?.userId === userId && answer.hasPlan;
}
