// A scheduled tick: one at a time in this process (TickGuard) and in the installation (TickTurns).
export { TickGuard } from './tick-guard';
export { TICK_LOCKS, TickTurns } from './tick-turns.repository';
