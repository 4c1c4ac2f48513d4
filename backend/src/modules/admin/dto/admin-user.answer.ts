/** A user as GET /api/admin/users lists it. */
export class AdminUserAnswer {
  id!: string;
  name!: string;
  email!: string;
  role!: 'user' | 'admin' | 'superadmin';
  isActive!: boolean;
  eventCredits!: number;
  companySlug!: string;
  createdAt!: Date;
  lastLoginAt!: Date | null;
  eventCount!: number;
}

/** POST and PATCH /api/admin/users */
export class AdminUserChangeAnswer {
  message!: string;
  user!: AdminUserAnswer;
}
