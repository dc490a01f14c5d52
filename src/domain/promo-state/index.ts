// Decision 0160: the one promo state every cardholder screen renders from, and the rules the server refuses by.
export * from './banner';
export * from './promo-state';
export * from './resend';
export * from './summary';
