import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { appConfig } from '../../../config';
import type { ContactDetailsQuery, ContactDetailsQueryVariables } from './contact-details.generated';
import { graphqlRequest, type GraphQLOperation } from '../../../lib/graphql-request';
import type { Session } from '../../auth/api/session';

/** NetFund's contact details as pages show them (the shape of `appConfig.support`). */
export interface ContactDetails {
  email: string;
  phone: string;
  postalAddress: string;
}

/**
 * The public contact details in force (R5 *Platform* settings). Public pages must stay light (no Apollo in their
 * first load), so this is one small typed fetch of contact-details.graphql, asked once per mounted app.
 */
export const contactDetailsQuery: GraphQLOperation<ContactDetailsQuery, ContactDetailsQueryVariables> = {
  operationName: 'ContactDetails',
  query: `query ContactDetails {
  contactDetails {
    supportEmail
    supportPhone
    postalAddress
  }
}`,
};

const answers = new WeakMap<Session, Promise<ContactDetails>>();
const known = new WeakMap<Session, ContactDetails>();

function askContactDetails(session: Session, graphqlUri: string): Promise<ContactDetails> {
  let answer = answers.get(session);
  if (!answer) {
    answer = graphqlRequest(graphqlUri, contactDetailsQuery).then(
      ({ contactDetails }) => {
        const details = { email: contactDetails.supportEmail, phone: contactDetails.supportPhone, postalAddress: contactDetails.postalAddress };
        known.set(session, details);
        return details;
      },
      () => {
        // Not remembered: the next page asks again. Meanwhile the build's details show.
        answers.delete(session);
        return appConfig.support;
      },
    );
    answers.set(session, answer);
  }
  return answer;
}

/** The contact details in force: the build's (`appConfig.support`) until the server has answered. */
export function useContactDetails(): ContactDetails {
  const { session, graphqlUri } = useRouter().options.context;
  const [details, setDetails] = useState<ContactDetails>(() => known.get(session) ?? appConfig.support);

  useEffect(() => {
    let current = true;
    void askContactDetails(session, graphqlUri).then((answer) => {
      if (current) setDetails(answer);
    });
    return () => {
      current = false;
    };
  }, [session, graphqlUri]);

  return details;
}
