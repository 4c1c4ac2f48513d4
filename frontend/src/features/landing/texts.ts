export const landingTexts = {
  nav: {
    label: 'Seitennavigation',
    problem: 'Problem',
    solution: 'Lösung',
    pricing: 'Preise',
    blog: 'Blog',
    login: 'Login',
    register: 'Kostenlos starten',
    logout: 'Logout',
    dashboard: 'Dashboard',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
  },
  banners: {
    verificationSuccess: (email: string) =>
      `E-Mail erfolgreich bestätigt! Du kannst dich jetzt mit ${email} anmelden.`,
    verificationError: 'Fehler bei der E-Mail-Bestätigung. Bitte versuche es erneut.',
    dismiss: 'Hinweis schließen',
  },
  hero: {
    eyebrow: 'Lead-Erfassung für Messen, Pop-up-Stores und Roadshows',
    title: 'Messe-Leads per QR-Code erfassen.',
    titleAccent: 'DSGVO-konform.',
    lead:
      'Besucher scannen den QR-Code an deinem Stand, füllen ein Formular in deinem Branding aus und bestätigen per Double-Opt-in. Du siehst jeden Kontakt in Echtzeit, das Follow-up geht automatisch raus, und der Export landet als CSV in deinem CRM.',
    primary: 'Kostenlos starten',
    secondary: 'Login',
    loggedInPrimary: 'Zu meinen Events',
    freeOffer: 'Erstes Event kostenlos: bis zu 10 Leads, keine Kreditkarte.',
    trust: ['DSGVO & Double-Opt-in', 'Hosting in der EU', 'Setup in 5 Minuten'],
    mock: {
      company: 'Messebau Nord',
      formTitle: 'Katalog 2027 sichern',
      email: 'E-Mail-Adresse',
      emailValue: 'anna.berger@firma.de',
      name: 'Name',
      nameValue: 'Anna Berger',
      consent: 'Ich stimme der Datenschutzerklärung zu.',
      submit: 'Daten übergeben',
      toastTitle: 'Neuer Lead',
      toastText: 'Anna Berger · gerade eben',
      scan: 'Scan am Stand',
    },
  },
  problem: {
    eyebrow: 'Das Problem',
    title: 'Die meisten Messekontakte versanden, bevor sie Kunden werden.',
    lead:
      'Visitenkarten im Jackett, Notizen auf dem Block, Listen, die nach der Messe niemand abtippt. Bis sich jemand meldet, hat der Interessent dich längst vergessen.',
    facts: [
      {
        value: '73 %',
        text: 'der Messekontakte werden nach der Messe nie kontaktiert.',
        source: 'Quelle: CEIR / Exhibit Surveys, häufig zitierte Branchenzahl',
      },
      {
        value: '8x',
        text: 'höhere Conversion, wenn ein Lead innerhalb von 5 Minuten kontaktiert wird.',
        source:
          'Quelle: Lead Response Management Study, InsideSales.com und Dr. James Oldroyd (MIT), 2007',
      },
    ],
    pains: [
      'Visitenkarten gehen verloren oder sind unleserlich',
      'Abtippen kostet Tage nach jeder Messe',
      'Ohne Einwilligung ist jede Werbe-Mail ein DSGVO-Risiko',
    ],
  },
  solution: {
    eyebrow: 'Die Lösung',
    title: 'In 4 Schritten vom Standbesuch zum Lead im CRM',
    lead: 'FairLeads ersetzt Visitenkarten und Listen durch einen Ablauf, der sofort nachfasst und jede Einwilligung dokumentiert.',
    steps: [
      {
        title: 'Event anlegen',
        text: 'Name, Datum, Formularfelder, Logo und Farben: in 5 Minuten steht dein Formular.',
      },
      {
        title: 'QR-Code aufstellen',
        text: 'Lade den QR-Code herunter und platziere ihn auf Aufsteller, Theke oder Flyer.',
      },
      {
        title: 'Besucher tragen sich ein',
        text: 'Scannen, ausfüllen, fertig. Ohne App, in unter einer Minute, mit dokumentierter Einwilligung.',
      },
      {
        title: 'Automatisch nachfassen',
        text: 'Double-Opt-in und Willkommens-Mail gehen sofort raus. Du siehst jeden Lead live und exportierst als CSV.',
      },
    ],
  },
  carousel: {
    eyebrow: 'Einblicke',
    title: 'So sieht FairLeads aus',
    lead: 'Echte Screenshots aus dem Produkt: vom Dashboard bis zum Formular auf dem Smartphone.',
    label: 'Screenshots von FairLeads',
    previous: 'Vorheriger Screenshot',
    next: 'Nächster Screenshot',
    goTo: (n: number) => `Screenshot ${n} anzeigen`,
    slideLabel: (n: number, total: number) => `${n} von ${total}`,
    slides: [
      { name: 'dashboard', title: 'Dashboard', caption: 'Alle Events und neuen Leads auf einen Blick.' },
      {
        name: 'event-settings',
        title: 'Event-Einstellungen',
        caption: 'Formular, Farben, Logo und E-Mails anpassen, mit Live-Vorschau.',
      },
      {
        name: 'visitor-form',
        title: 'Formular für Besucher',
        caption: 'Das Formular auf dem Smartphone deiner Besucher, in deinem Branding.',
      },
      {
        name: 'leads',
        title: 'Leads in Echtzeit',
        caption: 'Jeder Kontakt mit Bestätigungsstatus, Suche und CSV-Export.',
      },
      { name: 'qr-code', title: 'QR-Code', caption: 'QR-Code herunterladen, drucken, aufstellen. Fertig.' },
      {
        name: 'archive',
        title: 'Archiv',
        caption: 'Abgeschlossene Events mit automatischer CSV-Sicherung.',
      },
    ],
  },
  demo: {
    eyebrow: 'Live-Demo',
    title: 'Lieber erst live sehen?',
    text: 'In einem 15-minütigen Video-Call zeigen wir dir FairLeads an einem Beispiel-Event und beantworten deine Fragen. Unverbindlich und ohne Verkaufsdruck.',
    points: ['15 Minuten, per Video-Call', 'Termin selbst wählen', 'Deine Fragen, dein Messe-Szenario'],
    button: 'Demo-Termin buchen',
    newTab: '(öffnet in neuem Tab)',
    fallback: 'Demo anfragen',
  },
  exhibitors: {
    eyebrow: 'Für Aussteller',
    title: 'Deine Vorteile am Stand und danach',
    items: [
      { icon: 'bolt', title: 'Leads in Echtzeit', text: 'Jeder neue Kontakt erscheint sofort im Dashboard, auch auf dem Tablet am Stand.' },
      { icon: 'mail', title: 'Automatische Follow-ups', text: 'Bestätigung und Willkommens-Mail mit deinem Material gehen raus, während der Besucher noch am Stand ist.' },
      { icon: 'shield', title: 'DSGVO-sicher', text: 'Double-Opt-in, Einwilligungstext und Zeitpunkt werden für jeden Lead dokumentiert.' },
      { icon: 'palette', title: 'Dein Branding', text: 'Logo, Farben, Headerbild und eigene Texte: das Formular sieht aus wie deine Marke.' },
      { icon: 'download', title: 'CSV-Export', text: 'Ein Klick, und alle Leads sind bereit für Salesforce, HubSpot, Pipedrive oder Excel.' },
      { icon: 'team', title: 'Für das ganze Standteam', text: 'Teile den Zugang mit deinem Team. Alle sehen dieselben Leads, niemand tippt ab.' },
    ],
  },
  freeBanner: {
    title: 'Dein erstes Event ist kostenlos.',
    text: 'Bis zu 10 Leads, alle Funktionen, ohne Kreditkarte. Teste FairLeads auf deiner nächsten Messe.',
    button: 'Kostenlos starten',
    loggedInButton: 'Event anlegen',
  },
  organizer: {
    eyebrow: 'Für Messeveranstalter',
    title: 'Biete FairLeads allen Ausstellern deiner Messe an',
    text: 'Als Veranstalter kannst du deinen Ausstellern digitale Lead-Erfassung als Service anbieten: einheitlich, DSGVO-konform und ohne Leihgeräte-Logistik. Wir schnüren dir ein passendes Paket.',
    points: ['Sonderkonditionen für alle Aussteller', 'Einheitlicher Auftritt auf deiner Messe', 'Persönliche Betreuung beim Start'],
    button: 'Veranstalter-Anfrage stellen',
  },
  stats: {
    eyebrow: 'FairLeads in Zahlen',
    title: 'Aussteller vertrauen auf FairLeads',
    labels: {
      totalEvents: 'Events',
      totalLeads: 'erfasste Leads',
      totalUsers: 'Aussteller & Agenturen',
    },
  },
  visitors: {
    eyebrow: 'Für Besucher',
    title: 'Auch deine Besucher profitieren',
    items: [
      { icon: 'phone', title: 'Keine App nötig', text: 'Die Kamera des Smartphones genügt. Das Formular öffnet sich direkt im Browser.' },
      { icon: 'clock', title: 'In 30 Sekunden erledigt', text: 'Nur die Felder, die wirklich zählen. Keine Visitenkarte, kein Buchstabieren am Stand.' },
      { icon: 'gift', title: 'Sofort das Versprochene', text: 'Katalog, Whitepaper oder Gutschein kommen direkt nach der Bestätigung per E-Mail.' },
      { icon: 'lock', title: 'Transparenter Datenschutz', text: 'Klare Einwilligung, Bestätigung per E-Mail und Löschung nach spätestens 8 Wochen.' },
    ],
  },
  pricing: {
    eyebrow: 'Preise',
    title: 'Einfach und fair: du zahlst pro Event',
    lead: 'Kein Abo, keine Kündigungsfristen, keine Kosten pro Kontakt.',
    free: {
      name: 'Erstes Event',
      price: '0 €',
      unit: 'kostenlos',
      text: 'Zum Ausprobieren auf deiner nächsten Messe.',
      features: ['Bis zu 10 Leads', 'Alle Funktionen inklusive', 'Keine Kreditkarte nötig'],
      button: 'Kostenlos starten',
    },
    paid: {
      badge: 'Beliebt',
      name: 'Pro Event',
      price: '49 €',
      unit: 'pro Event, einmalig',
      text: 'Kein Abo. Unbegrenzte Kontakte.',
      features: [
        'Unbegrenzte Kontakte',
        'Eigenes Branding & Logo',
        'Automatische Follow-ups',
        'Echtzeit-Dashboard',
        'CSV-Export',
        'E-Mail-Support',
      ],
      button: 'Jetzt starten',
    },
    notes: ['Setup in 5 Minuten', 'Antwort vom Support innerhalb von 1 Werktag', 'Preise zzgl. gesetzlicher USt.'],
    loggedInButton: 'Zu meinen Events',
  },
  targets: {
    eyebrow: 'Für wen',
    title: 'Gemacht für alle, die Menschen vor Ort treffen',
    items: [
      { icon: 'booth', title: 'Aussteller', text: 'Vom Mittelständler mit 9-m²-Stand bis zum Konzern auf der Leitmesse.' },
      { icon: 'store', title: 'Pop-up-Stores', text: 'Kontakte und Newsletter-Anmeldungen direkt im Laden sammeln.' },
      { icon: 'route', title: 'Roadshows', text: 'Ein Event pro Station, alle Leads übersichtlich getrennt.' },
      { icon: 'agency', title: 'Standbau-Agenturen', text: 'Lead-Erfassung als Zusatzleistung für deine Kunden anbieten.' },
    ],
  },
  finalCta: {
    title: 'Bereit für deine nächste Messe?',
    text: 'Leg dein erstes Event in 5 Minuten an. Kostenlos, bis zu 10 Leads, ohne Kreditkarte.',
    primary: 'Kostenlos starten',
    secondary: 'Demo buchen',
    loggedIn: 'Zu meinen Events',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Häufige Fragen',
    items: [
      {
        q: 'Wie funktioniert FairLeads am Messestand?',
        a: 'Du legst ein Event an und stellst den QR-Code an deinem Stand auf. Besucher scannen ihn mit dem Smartphone, füllen dein Formular aus und bestätigen ihre E-Mail-Adresse. Du siehst jeden Lead sofort im Dashboard.',
      },
      {
        q: 'Was kostet FairLeads?',
        a: '49 € pro Event, einmalig. Es gibt kein Abo und keine Kosten pro Kontakt: Du kannst pro Event unbegrenzt viele Leads erfassen.',
      },
      {
        q: 'Ist das erste Event wirklich kostenlos?',
        a: 'Ja. Dein erstes Event ist kostenlos und erfasst bis zu 10 Leads. Du brauchst dafür keine Kreditkarte und gehst keine Verpflichtung ein.',
      },
      {
        q: 'Ist FairLeads DSGVO-konform?',
        a: 'Ja. Jeder Besucher gibt aktiv seine Einwilligung und bestätigt per Double-Opt-in. Einwilligungstext und Zeitpunkte werden dokumentiert, die Daten liegen auf Servern in der EU, und wir schließen mit dir einen Vertrag zur Auftragsverarbeitung (AVV).',
      },
      {
        q: 'Brauchen meine Besucher eine App?',
        a: 'Nein. Die Kamera des Smartphones reicht, das Formular öffnet sich im Browser. Für das Absenden braucht das Smartphone eine Internetverbindung.',
      },
      {
        q: 'Wie schnell bin ich startklar?',
        a: 'In etwa 5 Minuten: Account anlegen, Event erstellen, Formular anpassen, QR-Code herunterladen. Fertig.',
      },
      {
        q: 'Kann ich das Formular an mein Corporate Design anpassen?',
        a: 'Ja. Logo, Headerbild, Farben, Einleitungstext, Button-Text und bis zu zwei eigene Felder (Freitext oder Auswahl) stellst du selbst ein und siehst sie in der Live-Vorschau.',
      },
      {
        q: 'Wie bekomme ich die Leads in mein CRM?',
        a: 'Über den CSV-Export, den alle gängigen CRM-Systeme und Excel importieren. Zusätzlich bekommst du 4 Wochen nach dem Event automatisch eine CSV-Sicherung per E-Mail.',
      },
      {
        q: 'Wie lange werden die Daten gespeichert?',
        a: '4 Wochen nach dem Event-Ende erhältst du eine CSV-Sicherung per E-Mail, 8 Wochen nach dem Event-Ende werden die Lead-Daten gelöscht. Vor beiden Schritten informieren wir dich per E-Mail.',
      },
      {
        q: 'Kann mein ganzes Standteam mit FairLeads arbeiten?',
        a: 'Ja. Der Zugang kann im Team geteilt werden, so sehen alle am Stand dieselben Leads in Echtzeit. Fragen beantwortet unser Support innerhalb von 1 Werktag.',
      },
    ],
  },
  about: {
    eyebrow: 'Über uns',
    title: 'Aus der Messepraxis, für die Messepraxis',
    text: [
      'Hinter FairLeads steht ein Team mit über 16 Jahren Erfahrung in Messe- und Eventmarketing. Wir haben selbst zu oft erlebt, wie gute Gespräche am Stand in einem Stapel Visitenkarten enden, der nie abgearbeitet wird.',
      'Deshalb haben wir FairLeads gebaut: ein Werkzeug, das in 5 Minuten eingerichtet ist, Besucher nicht nervt und Datenschutz ernst nimmt. Gehostet in der EU.',
    ],
    facts: [
      { value: '16+', label: 'Jahre Erfahrung' },
      { value: 'EU', label: 'Hosting' },
      { value: '1 Werktag', label: 'Support-Antwort' },
    ],
    contact: 'Support kontaktieren',
  },
  footer: {
    support: 'Support',
  },
};

export type LandingIcon =
  | 'bolt'
  | 'mail'
  | 'shield'
  | 'palette'
  | 'download'
  | 'team'
  | 'phone'
  | 'clock'
  | 'gift'
  | 'lock'
  | 'booth'
  | 'store'
  | 'route'
  | 'agency';
