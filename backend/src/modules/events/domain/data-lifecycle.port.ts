/** The days of an event's data lifecycle that the organiser's views show. */
export interface DataLifecycleDates {
  /** Day (YYYY-MM-DD) the CSV backup of the leads is mailed to the organiser. */
  backupDate: string;
  /** Day (YYYY-MM-DD) the event's leads are deleted for good. */
  deletionDate: string;
}

/**
 * When an event's leads are backed up and deleted. Declared here, provided by the retention
 * module, which owns that policy: retention depends on events, so events may not ask it directly.
 */
export abstract class DataLifecyclePort {
  abstract datesOf(endDate: string): DataLifecycleDates;
}
