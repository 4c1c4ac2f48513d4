/** Labels and hints of an event's fields, shared by the create dialog and the settings page. */
export const eventFieldTexts = {
  name: 'Name',
  slug: 'Slug',
  startDate: 'Startdatum',
  endDate: 'Enddatum',
  downloadUrl: 'Download-/Content-URL',
  downloadUrlHint: 'Link zum Material, das Besucher nach der Bestätigung erhalten.',
  logoUrl: 'Logo-URL',
  logoHint: 'Quadratisch, mindestens 100x100 px, JPG oder PNG.',
  headerImageUrl: 'Header-Bild-URL',
  headerHint: 'JPG oder PNG.',
  primaryColor: 'Primärfarbe',
  secondaryColor: 'Sekundärfarbe',
  colorHex: (label: string) => `${label} als Hex-Wert`,
} as const;
