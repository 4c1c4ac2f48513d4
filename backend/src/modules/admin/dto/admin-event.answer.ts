/** An event's owner as the admin panel names them. */
export class AdminEventOwnerAnswer {
  id!: string;
  name!: string;
  email!: string;
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
  userId!: string;
  /** null once the owner's account is gone. */
  user!: AdminEventOwnerAnswer | null;
}
