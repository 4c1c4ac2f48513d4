import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The failed sign-ins of one e-mail key since its last success (see LoginThrottleService). */
@Entity('login_throttles')
export class LoginThrottle {
  /** HMAC-SHA256 (hex) of the trimmed, lowercased address; the address itself is never stored. */
  @PrimaryColumn({ name: 'key_hash', type: 'char', length: 64 })
  keyHash!: string;

  /** Attempts in the current window that did not succeed (an attempt counts as it starts; a success deletes the row). */
  @Column({ type: 'int' })
  failures!: number;

  @Column({ name: 'window_started_at', type: 'timestamptz' })
  windowStartedAt!: Date;

  /** Locks since the last success; each one doubles the next. */
  @Column({ type: 'int' })
  lockouts!: number;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  /** The last attempt whose password was checked; a row idle for a day is forgotten and purged. */
  @Column({ name: 'last_attempt_at', type: 'timestamptz' })
  lastAttemptAt!: Date;
}
