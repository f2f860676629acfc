/** The id of R22's offers section: Action needed's "Review offers" links to `/client/applications/{id}#offers`. */
export const OFFERS_ANCHOR = 'offers';
