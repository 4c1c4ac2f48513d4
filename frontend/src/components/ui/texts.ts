/** Words of the shared form pieces (the visitor form says the same). */
export const formTexts = {
  summaryOne: 'Bitte prüfe deine Eingabe:',
  summaryMany: (count: number) => `Bitte prüfe deine Eingaben (${count} Felder):`,
} as const;
