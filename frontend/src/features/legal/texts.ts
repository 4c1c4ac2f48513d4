export const legalTexts = {
  loadError: 'Die Angaben des Anbieters konnten nicht geladen werden. Bitte lade die Seite neu.',
  reload: 'Seite neu laden',
  loading: 'Angaben werden geladen...',
  updated: 'Stand: November 2026',
  phone: 'Telefon',
  email: 'E-Mail',
  imprint: {
    title: 'Impressum',
    provider: 'Angaben gemäß § 5 DDG',
    representedBy: 'Vertreten durch',
    contact: 'Kontakt',
    register: 'Registereintrag',
    vat: 'Umsatzsteuer-ID',
    vatText: 'Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz:',
    responsible: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
    dispute: 'Verbraucherstreitbeilegung',
    disputeText:
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
    liability: 'Haftung für Links',
    liabilityText:
      'Unsere Seiten enthalten Links zu externen Websites Dritter (z. B. Blog-Quellen oder Terminbuchung). Auf deren Inhalte haben wir keinen Einfluss; für sie ist der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir solche Links umgehend.',
  },
  privacy: {
    title: 'Datenschutzerklärung',
    cookieButton: 'Cookie-Einstellungen öffnen',
    tocLabel: 'Inhalt',
  },
};
