/** An event's owner as the admin panel names them. */
export class AdminEventOwnerAnswer {
  id!: string;
  name!: string;
  email!: string;
}

/** The account that owns an event. */
export class AdminEventAccountAnswer {
  id!: string;
  companySlug!: string;
}

/** An event as GET /api/admin/events lists it. */
export class AdminEventAnswer {
  id!: string;
  name!: string;
  slug!: string;
  status!: string;
  startDate!: string;
  endDate!: string;
  leadCount!: number;
  confirmedLeadCount!: number;
  createdAt!: Date;
  /** The user id of the owning account's first owner (the admin's filter by user); null once the account is gone. */
  userId!: string | null;
  /** The owning account's contact (its first owner); null once the account is gone. */
  user!: AdminEventOwnerAnswer | null;
  /** The owning account; null once it is gone. */
  account!: AdminEventAccountAnswer | null;
}
