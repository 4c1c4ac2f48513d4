/** German copy of the CRM connections (/settings?tab=integrations) and the API keys (/settings?tab=api-keys). */
import type { ApiKeyScope } from './api-key-types';
import type { CrmMappedField, CrmProvider } from './integration-types';

export const PROVIDER_NAMES: Record<CrmProvider, string> = { hubspot: 'HubSpot', pipedrive: 'Pipedrive' };

export const integrationTexts = {
  title: 'Integrationen',
  intro:
    'Verbinde FairLeads direkt mit deinem CRM: Jeder Lead landet als Kontakt mit Einwilligungsnachweis dort, ohne CSV-Export und ohne Zwischendienst.',
  otherWays: 'Ein anderes System? Über Webhooks (Tab „Webhooks“) oder die API (Tab „API-Schlüssel“) erreichst du fast jedes.',
  loading: 'Integrationen werden geladen...',
  loadError: 'Die Integrationen konnten nicht geladen werden.',
  listLabel: 'CRM-Verbindungen',

  providers: {
    hubspot: {
      what: 'Legt jeden Lead als Kontakt in HubSpot an (oder ergänzt ihn, wenn die E-Mail-Adresse schon da ist) und hängt eine Notiz mit dem Einwilligungstext an. Bewertung, Tags und Event kommen in eigene Eigenschaften.',
      tokenLabel: 'Zugriffstoken einer privaten App',
      tokenPlaceholder: 'pat-eu1-…',
      helpSummary: 'So erstellst du das Zugriffstoken',
      helpSteps: [
        'Öffne in HubSpot Einstellungen → Integrationen → Private Apps.',
        'Lege eine private App an, z. B. „FairLeads“.',
        'Gib ihr unter „Bereiche“ die Berechtigungen crm.objects.contacts.write und crm.schemas.contacts.write.',
        'Erstelle die App und kopiere das Zugriffstoken hierher.',
      ],
      nameRows: 'firstname, lastname',
      emailRow: 'email',
    },
    pipedrive: {
      what: 'Findet oder erstellt die Person in Pipedrive anhand der E-Mail-Adresse und legt beim ersten Mal einen Lead mit einer Notiz an: Einwilligungstext, Bewertung, Tags und Event.',
      tokenLabel: 'API-Token',
      tokenPlaceholder: '40 Zeichen, z. B. 3f2a…',
      helpSummary: 'So findest du den API-Token',
      helpSteps: ['Klicke in Pipedrive oben rechts auf dein Profil → Persönliche Einstellungen → API.', 'Kopiere den persönlichen API-Token hierher.'],
      nameRows: 'name',
      emailRow: 'email',
    },
  } satisfies Record<CrmProvider, unknown>,

  connect: 'Verbinden',
  connecting: 'Wird geprüft...',
  tokenHint: 'Wir prüfen den Token sofort bei deinem CRM und speichern ihn verschlüsselt.',
  tokenRequired: 'Bitte füge den Token ein.',
  tokenInvalid: (provider: string) => `${provider} hat den Token abgelehnt. Prüfe, ob du ihn vollständig kopiert hast und ob die App die nötigen Berechtigungen hat.`,
  unreachable: (provider: string) => `${provider} ist gerade nicht erreichbar. Versuche es in ein paar Minuten noch einmal.`,
  connectFailed: 'Die Verbindung konnte nicht hergestellt werden.',
  connected: (provider: string) => `${provider} ist verbunden.`,
  notConnected: 'Nicht verbunden',

  account: 'Verbundenes Konto',
  openAccount: (provider: string) => `In ${provider} öffnen`,
  since: 'Verbunden seit',
  statusLabel: 'Status',
  active: 'Aktiv',
  unauthorized: 'Zugriff verweigert',
  unauthorizedText: (provider: string) => `${provider} nimmt den gespeicherten Token nicht mehr an. Bis du einen neuen eingibst, werden keine Leads übertragen.`,
  newToken: 'Neuen Token eingeben',
  cancelNewToken: 'Abbrechen',
  newTokenSave: 'Token speichern',

  settingsTitle: 'Einstellungen',
  trigger: 'Wann wird ein Lead übertragen?',
  triggerConfirmed: 'Sobald bestätigt (Double-Opt-in)',
  triggerConfirmedHint: 'Empfohlen: Nur Leads, die ihre E-Mail-Adresse bestätigt haben, dürfen für Marketing genutzt werden.',
  triggerCaptured: 'Sofort bei Erfassung',
  triggerCapturedHint: 'Auch unbestätigte Leads, z. B. damit dein Vertrieb noch am Stand nachfassen kann.',
  events: 'Für welche Events?',
  allEvents: 'Alle Events, auch künftige',
  chosenEvents: 'Nur ausgewählte Events',
  eventsLoading: 'Events werden geladen...',
  eventsLoadError: 'Deine Events konnten nicht geladen werden.',
  eventsRetry: 'Erneut versuchen',
  eventsEmpty: 'Du hast noch keine Events. Wähle „Alle Events“, dann gilt die Verbindung auch für deine künftigen Events.',
  eventsRequired: 'Bitte wähle mindestens ein Event oder „Alle Events“.',
  archived: 'archiviert',

  mapping: 'Feldzuordnung',
  mappingIntro: (provider: string) => `In welche Eigenschaft von ${provider} kommt welcher Wert? Ein leeres Feld wird nicht in eine eigene Eigenschaft übertragen.`,
  mappingNoteHint: 'Bewertung, Tags und Event stehen außerdem immer in der Notiz zum Lead.',
  mappingField: 'FairLeads',
  mappingProperty: (provider: string) => `Eigenschaft in ${provider}`,
  mappingFixed: 'fest',
  mappingDefault: (value: string) => `Standard: ${value}`,
  mappingDefaultNone: 'Standard: leer',
  mappingDefaultByLabel: 'Standard: nach Feldname',
  mappingPropertyLabel: (field: string, provider: string) => `${field}: Eigenschaft in ${provider}`,
  mappingModes: { label: 'Nach Feldname', property: 'In eine feste Eigenschaft', none: 'Nicht übertragen' },
  mappingByLabel: {
    hubspot: '„Nach Feldname“ wählt für jeden Lead die Eigenschaft nach dem Namen des Zusatzfelds in seinem Event: Firma → company, Telefon → phone, Position → jobtitle; andere Namen werden nicht übertragen.',
    pipedrive: '„Nach Feldname“ wählt für jeden Lead die Eigenschaft nach dem Namen des Zusatzfelds in seinem Event: Firma → org_name, Telefon → phone; andere Namen werden nicht übertragen.',
  } satisfies Record<CrmProvider, string>,
  fields: {
    name: 'Name',
    email: 'E-Mail-Adresse',
    field1: 'Zusatzfeld 1',
    field2: 'Zusatzfeld 2',
    rating: 'Bewertung',
    tags: 'Tags',
    event: 'Event',
  } satisfies Record<CrmMappedField | 'name' | 'email', string>,
  fieldHints: {
    field1: 'das erste eigene Feld deines Formulars',
    field2: 'das zweite eigene Feld deines Formulars',
  } as Partial<Record<CrmMappedField, string>>,

  save: 'Speichern',
  saving: 'Wird gespeichert...',
  saved: 'Einstellungen gespeichert.',
  saveFailed: 'Die Einstellungen konnten nicht gespeichert werden.',
  checkInput: 'Bitte prüfe die markierten Eingaben.',

  disconnect: 'Trennen',
  disconnectLabel: (provider: string) => `${provider} trennen`,
  disconnectTitle: (provider: string) => `${provider} trennen?`,
  disconnectText: (provider: string) =>
    `FairLeads sendet keine Leads mehr an ${provider}; was noch wartet, wird gestoppt. Was schon übertragen ist, bleibt in ${provider} und beim Lead aufgeführt. Der Token wird gelöscht.`,
  disconnectConfirm: 'Trennen',
  disconnecting: 'Wird getrennt...',
  disconnectCancel: 'Abbrechen',
  disconnected: (provider: string) => `${provider} getrennt.`,
  disconnectFailed: 'Die Verbindung konnte nicht getrennt werden.',
};

export const SCOPE_TEXTS: Record<ApiKeyScope, { label: string; text: string }> = {
  'events:read': { label: 'Events lesen', text: 'Die Liste deiner Events mit Name, Status und Formular-Adresse.' },
  'leads:read': { label: 'Leads lesen', text: 'Die Leads mit Kontaktdaten, Antworten, Bewertung und Tags, auch nur die geänderten seit dem letzten Abruf.' },
  'leads:write': { label: 'Leads qualifizieren', text: 'Bewertung und Tags eines Leads ändern, z. B. aus deinem CRM zurück.' },
};

export const apiKeyTexts = {
  title: 'API-Schlüssel',
  intro:
    'Mit einem API-Schlüssel liest ein anderes Programm deine Events und Leads über die FairLeads-API, z. B. Zapier, Make oder ein eigenes Skript. Jeder Schlüssel darf nur, was du ihm erlaubst.',
  docs: 'API-Beschreibung (OpenAPI)',
  loading: 'API-Schlüssel werden geladen...',
  loadError: 'Die API-Schlüssel konnten nicht geladen werden.',
  add: 'Neuer Schlüssel',
  listLabel: 'API-Schlüssel',
  limitReached: (max: number) => `Du kannst höchstens ${max} Schlüssel anlegen. Widerrufe einen, den du nicht mehr brauchst.`,
  empty: 'Noch kein Schlüssel angelegt.',

  key: {
    prefix: 'Beginnt mit',
    scopes: 'Darf',
    created: 'Angelegt',
    createdBy: (name: string, when: string) => `${when} von ${name}`,
    lastUsed: 'Zuletzt genutzt',
    neverUsed: 'Noch nie genutzt',
    revoke: 'Widerrufen',
    revokeLabel: (name: string) => `Schlüssel „${name}“ widerrufen`,
  },

  form: {
    title: 'Neuer API-Schlüssel',
    description: 'Gib dem Schlüssel einen Namen, an dem du ihn später erkennst, und wähle, was er darf.',
    name: 'Name',
    namePlaceholder: 'z. B. Zapier Vertrieb',
    nameRequired: 'Bitte gib dem Schlüssel einen Namen.',
    nameTooLong: (max: number) => `Der Name darf höchstens ${max} Zeichen lang sein.`,
    scopes: 'Was darf der Schlüssel?',
    scopesRequired: 'Bitte wähle mindestens eine Berechtigung.',
    create: 'Schlüssel erstellen',
    creating: 'Wird erstellt...',
    cancel: 'Abbrechen',
    failed: 'Der Schlüssel konnte nicht erstellt werden.',
  },

  created: {
    title: 'Schlüssel erstellt',
    description: 'Kopiere den Schlüssel jetzt und bewahre ihn sicher auf, z. B. in deinem Passwort-Manager.',
    label: 'API-Schlüssel',
    once: 'Der Schlüssel wird nur jetzt angezeigt. Schließt du dieses Fenster, kannst du ihn nicht mehr abrufen; erstelle dann einen neuen.',
    copy: 'Schlüssel kopieren',
    copied: 'Schlüssel kopiert.',
    copyFailed: 'Kopieren hat nicht geklappt. Bitte markiere den Schlüssel und kopiere ihn von Hand.',
    example: 'So fragst du deine Leads ab:',
    exampleLabel: 'Beispiel mit curl',
    docs: 'Alle Abfragen in der API-Beschreibung (OpenAPI)',
    done: 'Ich habe den Schlüssel gespeichert',
  },

  revoke: {
    title: 'Schlüssel widerrufen?',
    text: (name: string) =>
      `Programme, die „${name}“ nutzen, werden ab sofort abgewiesen. Das lässt sich nicht rückgängig machen; für einen Neuanfang erstellst du einen neuen Schlüssel.`,
    confirm: 'Widerrufen',
    revoking: 'Wird widerrufen...',
    cancel: 'Abbrechen',
    done: 'Schlüssel widerrufen.',
    failed: 'Der Schlüssel konnte nicht widerrufen werden.',
  },
};
