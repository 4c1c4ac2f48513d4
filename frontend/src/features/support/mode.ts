export type SupportMode = 'support' | 'organizer';
