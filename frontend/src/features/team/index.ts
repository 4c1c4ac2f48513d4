export { TeamTab } from './components/team-tab';
export { InvitationPage } from './components/invitation-page';
