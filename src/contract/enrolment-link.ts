// A module of its own: /admin's route reads this name from the address, and the route tree is in every first view;
// importing it from admin-accounts.ts put the admin calls' schemas (the audit filters, their date checks) there too.

/** Decision 0184: the query parameter of /admin that carries a one-time enrolment link's token. */
export const ENROLMENT_LINK_PARAM = 'enrol';
