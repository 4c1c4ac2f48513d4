/** How the organiser's mails say numbers of leads (German). */
export const germanCount = (n: number) => new Intl.NumberFormat('de-DE').format(n);

export const leadsWord = (n: number) => (n === 1 ? '1 Lead' : `${germanCount(n)} Leads`);
