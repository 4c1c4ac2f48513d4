/** Where the mails about an account's events go (its first owner) and which of them they want. */
export interface OrganiserContact {
  /** The owner's user id. */
  id: string;
  email: string;
  name: string;
  leadNotificationsEnabled: boolean;
  weeklyReportsEnabled: boolean;
}
