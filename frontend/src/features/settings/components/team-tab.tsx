import { createContext, useContext, type ReactNode } from 'react';

/**
 * Members, invitations and roles belong to the team feature; features do not import each other,
 * so the route composes it in: `<TeamTabProvider value={<TeamTab />}>` (app/routes/settings.tsx).
 */
const TeamTabContext = createContext<ReactNode>(null);
export const TeamTabProvider = TeamTabContext.Provider;

export function TeamTab() {
  return useContext(TeamTabContext);
}
