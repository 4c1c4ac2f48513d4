/** A stand device whose token was checked: what a stand request may act on. */
export interface AuthenticatedStandDevice {
  id: string;
  eventId: string;
  name: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * How a request's stand token is checked. Declared here, beside the guard that uses it, and
 * provided by the stand module: the public form (leads) accepts stand devices' submits without
 * depending on stand mode, which itself uses the lead desk for the quick rating.
 */
export abstract class StandDeviceTokens {
  /**
   * The device behind a token (the X-Stand-Token header), which counts as a use of it; 401 when
   * the header is missing, the token unknown, revoked or expired.
   */
  abstract authenticate(token: unknown): Promise<AuthenticatedStandDevice>;

  /** A token of another event answers like an unknown one. */
  abstract forEvent(device: AuthenticatedStandDevice, eventId: string): void;
}
