/** A member of an account as the admin panel lists it. */
export class AdminAccountMemberAnswer {
  userId!: string;
  email!: string;
  name!: string;
  role!: 'owner' | 'manager' | 'staff';
}

/** An account as GET /api/admin/accounts lists it. */
export class AdminAccountAnswer {
  id!: string;
  name!: string;
  companySlug!: string;
  eventCredits!: number;
  createdAt!: Date;
  /** Its events, any status. */
  events!: number;
  /** The first to join first. */
  members!: AdminAccountMemberAnswer[];
}
