// The bonus rounds (spec §4): one module per round, the constants of spec §9, and the server's evaluator.
export * from './constants';
export * from './earned';
export * from './extra-three';
export * from './frequency';
export * from './generic';
export * from './installment';
