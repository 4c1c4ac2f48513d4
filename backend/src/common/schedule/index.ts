// A scheduled tick: one at a time in this process (TickGuard), in the installation (TickTurns),
// and for the per-minute ticks one run per minute across all processes (TickTurns.claimMinute).
export { TickGuard } from './tick-guard';
export { TICK_LOCKS, TickTurns, type MinuteTick } from './tick-turns.repository';
