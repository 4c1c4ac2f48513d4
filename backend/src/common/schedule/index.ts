// Scheduled work. A tick runs one at a time in this process (TickGuard), in the installation
// (TickTurns, ScheduledTicks), and for the per-minute ticks once per minute across all processes
// (MinuteSchedule). The work it finds due is claimed and enqueued once (ClaimTable).
export { ClaimTable, type ClaimColumns, type ClaimTableLayout } from './claim-table.repository';
export { MinuteSchedule, type MinuteScheduler } from './minute-schedule';
export { ScheduledTicks } from './scheduled-ticks';
export { TickGuard } from './tick-guard';
export { TICK_LOCKS, TickTurns, type MinuteTick, type TickLock } from './tick-turns.repository';
