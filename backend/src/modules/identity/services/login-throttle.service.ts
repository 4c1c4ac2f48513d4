import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { Clock } from '../../../common/time/clock';
import { appConfig } from '../../../config';
import type { User } from '../entities/user.entity';
import { IdentityErrors } from '../identity.errors';
import { LoginThrottlesRepository, type LoginThrottleState } from '../repositories/login-throttles.repository';
import { UsersRepository } from '../repositories/users.repository';
import { PasswordHasher } from './password-hasher.service';

const MINUTE_MS = 60_000;

/**
 * Failures that lock an account, and the window they must fall into (a fixed window that the
 * first failure opens). The per-address rate limit stops one client; this stops a botnet that
 * spreads its guesses for one account over many addresses.
 */
const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** The first lock; each further lock without a success in between doubles it, up to the cap. */
const FIRST_LOCK_MS = 15 * MINUTE_MS;
const MAX_LOCK_MS = 60 * MINUTE_MS;
/** A key without a checked attempt for this long is forgotten (lock history too) and its row purged. */
const FORGET_AFTER_MS = 24 * 60 * MINUTE_MS;
/** Idle rows each attempt removes: rows are only made by attempts, so the cleanup keeps pace. */
const PURGE_BATCH = 100;

type AttemptOutcome = { lockedUntil: Date } | { counted: LoginThrottleState };

/**
 * One more attempt on a key. While a lock runs it is refused. Otherwise it is counted as a
 * failure before its password is checked (a success then deletes the state), so concurrent
 * guesses cannot outrun the count: at most MAX_FAILURES passwords are checked per lock. The
 * attempt that makes the MAX_FAILURES-th failure is still checked and sets the lock.
 */
function countAttempt(state: LoginThrottleState, now: Date): AttemptOutcome {
  if (state.lockedUntil && state.lockedUntil > now) return { lockedUntil: state.lockedUntil };
  const at = now.getTime();
  const remembered = at - state.lastAttemptAt.getTime() < FORGET_AFTER_MS;
  // a lock that ran out closes its window: the next failure opens a new one
  const sameWindow = remembered && !state.lockedUntil && at - state.windowStartedAt.getTime() < FAILURE_WINDOW_MS;
  const failures = sameWindow ? state.failures + 1 : 1;
  const lockouts = remembered ? state.lockouts : 0;
  const locks = failures >= MAX_FAILURES;
  return {
    counted: {
      failures,
      windowStartedAt: sameWindow ? state.windowStartedAt : now,
      lockouts: locks ? lockouts + 1 : lockouts,
      lockedUntil: locks ? new Date(at + Math.min(FIRST_LOCK_MS * 2 ** lockouts, MAX_LOCK_MS)) : null,
      lastAttemptAt: now,
    },
  };
}

/**
 * The password check of both sign-in forms (organiser and admin), and their second step (a TOTP
 * or recovery code), behind a per-account throttle. The state is keyed by the address, not the account, and every step runs the same
 * for a known and an unknown address (same answers, same queries, an argon2 check against a
 * decoy hash), so the throttle reveals nothing about which addresses have an account.
 * A failure is a wrong password or an unknown address; the right password counts as a
 * success even when the account may not sign in (unconfirmed, deactivated, not an admin):
 * whoever sent it knows the password, so there is nothing left to guess.
 */
@Injectable()
export class LoginThrottleService {
  private readonly keyHmacKey: Buffer;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly throttles: LoginThrottlesRepository,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly clock: Clock,
    @Inject(appConfig.KEY) app: ConfigType<typeof appConfig>,
  ) {
    // a key of its own, derived from the session secret (which every replica shares)
    this.keyHmacKey = createHmac('sha256', app.sessionSecret).update('fairleads:login-throttle').digest();
  }

  /**
   * The account whose password matches `password`, for a normalised address; 401 for a wrong
   * password or an unknown address, 429 while the address is locked (its password unchecked).
   * What the account may do then is the caller's decision. When `secondStepFollows` says that the
   * sign-in still needs a second factor, the right password neither clears the failures nor adds
   * one: only the second step's success clears them, so signing in anew does not reset the count
   * of wrong codes.
   */
  async verifyPassword(email: string, password: string, options: { secondStepFollows?: (user: User) => Promise<boolean> } = {}): Promise<User> {
    const key = this.keyOf(email);
    const now = this.clock.now();
    const attempt = await this.count(key, now);
    if ('lockedUntil' in attempt) throw IdentityErrors.tooManyLoginAttempts(attempt.lockedUntil.getTime() - now.getTime());
    await this.throttles.purgeIdle(new Date(now.getTime() - FORGET_AFTER_MS), PURGE_BATCH);
    const user = await this.users.findByEmail(email);
    const matches = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !matches) throw IdentityErrors.wrongCredentials();
    if (await options.secondStepFollows?.(user)) await this.throttles.takeBack(key, attempt.counted.lockedUntil !== null);
    else await this.throttles.delete(key);
    return user;
  }

  /**
   * Forgets the failed attempts and the lock of a normalised address: after a password reset,
   * which proved the mailbox and set a password no guesser knows.
   */
  async forget(email: string): Promise<void> {
    await this.throttles.delete(this.keyOf(email));
  }

  /**
   * The second step of a sign-in whose password was right (a TOTP or recovery code): counted and
   * locked like a password attempt of the same address, so wrong codes lock it as wrong passwords
   * do. `check` answers null for a wrong code; a success clears the failures.
   */
  async verifySecondStep<T>(email: string, check: () => Promise<T | null>): Promise<T | null> {
    const key = this.keyOf(email);
    const now = this.clock.now();
    const attempt = await this.count(key, now);
    if ('lockedUntil' in attempt) throw IdentityErrors.tooManyLoginAttempts(attempt.lockedUntil.getTime() - now.getTime());
    const result = await check();
    if (result !== null) await this.throttles.delete(key);
    return result;
  }

  private keyOf(email: string): string {
    return createHmac('sha256', this.keyHmacKey).update(email).digest('hex');
  }

  /** Counts the attempt (what it counted); the end of the lock instead when the key is locked. */
  private count(key: string, now: Date): Promise<AttemptOutcome> {
    return this.uow.run(async ({ manager }) => {
      const outcome = countAttempt(await this.throttles.lockForAttempt(manager, key, now), now);
      if ('counted' in outcome) await this.throttles.update(manager, key, outcome.counted);
      return outcome;
    });
  }
}
