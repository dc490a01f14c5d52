/** A fixed "today" for the demo seed, so every server test sees the same schedules and states. */
export const TEST_NOW = new Date('2026-11-21T04:00:00Z');
