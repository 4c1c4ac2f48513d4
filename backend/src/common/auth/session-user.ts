/** What a signed-in request carries in req.user (the passport session). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  companySlug: string;
  role: 'user' | 'admin' | 'superadmin';
  eventCredits: number;
}
