/** Where an organiser's mails go and which of them they want. */
export interface OrganiserContact {
  id: string;
  email: string;
  name: string;
  leadNotificationsEnabled: boolean;
  weeklyReportsEnabled: boolean;
}
