// The bonus rounds (spec §4): one module per round, the constants of spec §9, the server's evaluator, and every
// round's state from one cardholder's facts (round-states.ts: what the screens show and the server accepts).
export * from './constants';
export * from './earned';
export * from './extra-three';
export * from './frequency';
export * from './generic';
export * from './installment';
export * from './round-states';
