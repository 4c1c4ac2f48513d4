/** A tablet registered for an event's stand mode. */
export class StandDeviceAnswer {
  id!: string;
  name!: string;
  createdAt!: string;
  expiresAt!: string;
  lastUsedAt!: string | null;
  revokedAt!: string | null;
  /** Stand mode was left on the device (with the PIN): its token ended then. */
  endedAt!: string | null;
}

/** POST /api/events/{id}/stand-devices */
export class StandDeviceRegistrationAnswer {
  device!: StandDeviceAnswer;
  /** Shown once (the X-Stand-Token header); the server keeps only its hash. */
  token!: string;
  /** Where the stand page is: /stand/{companySlug}/{eventSlug}. */
  standPath!: string;
}

export class StandSessionDeviceAnswer {
  id!: string;
  name!: string;
  expiresAt!: string;
}

export class StandSessionEventAnswer {
  id!: string;
  name!: string;
  companySlug!: string;
  slug!: string;
}

/** GET /api/stand/{companySlug}/{eventSlug}: what the stand page loads with its token (and caches for an offline start). */
export class StandSessionAnswer {
  device!: StandSessionDeviceAnswer;
  event!: StandSessionEventAnswer;
}
