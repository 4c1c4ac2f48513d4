/**
 * The privacy policy: what FairLeads really processes (checked against the backend: lead data
 * in lead_personal_data, consent text and hash, keyed IP hash and user agent in the lead log,
 * session and XSRF cookies, retention jobs 4 and 8 weeks after the event end).
 */
export type PrivacyBlock = string | { list: string[] } | { cookieButton: true };

interface PrivacySection {
  id: string;
  title: string;
  blocks: PrivacyBlock[];
}

export const privacyIntro =
  'Wir nehmen den Schutz deiner Daten ernst. Hier erfährst du, welche personenbezogenen Daten FairLeads verarbeitet, wofür, auf welcher Rechtsgrundlage und wie lange. FairLeads verarbeitet Daten in zwei Rollen: für Website und Kundenkonten sind wir selbst verantwortlich, für die Kontakte, die Aussteller mit FairLeads erfassen, arbeiten wir im Auftrag der Aussteller.';

export const controllerTitle = '1. Verantwortlicher';
export const controllerText =
  'Verantwortlich für die Datenverarbeitung auf dieser Website und für die Kundenkonten ist:';

export const privacySections: PrivacySection[] = [
  {
    id: 'rollen',
    title: '2. Rollen: wer wofür verantwortlich ist',
    blocks: [
      'Für die Daten von Kundenkonten (Aussteller, Agenturen), für Support-Anfragen und für den Besuch dieser Website sind wir Verantwortlicher im Sinne von Art. 4 Nr. 7 DSGVO.',
      'Für die Daten, die Besucherinnen und Besucher in ein Lead-Formular eines Ausstellers eingeben, ist der jeweilige Aussteller (Veranstalter des Events) Verantwortlicher. FairLeads verarbeitet diese Daten ausschließlich in seinem Auftrag und nach seinen Weisungen auf Grundlage eines Vertrags zur Auftragsverarbeitung (AVV) nach Art. 28 DSGVO. Der Name des Ausstellers steht auf dem jeweiligen Formular; Anfragen zu diesen Daten richtest du am besten direkt an ihn. Erreichen sie uns, leiten wir sie weiter.',
    ],
  },
  {
    id: 'website',
    title: '3. Besuch der Website',
    blocks: [
      'Beim Aufruf unserer Seiten verarbeitet der Server technisch notwendige Angaben: IP-Adresse, Zeitpunkt, aufgerufene Adresse, Statuscode und die Browser-Kennung (User Agent). Wir nutzen sie, um die Seite auszuliefern, Angriffe abzuwehren und Fehler zu finden. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Server-Protokolle werden nur so lange aufbewahrt, wie es für diese Zwecke nötig ist.',
      'Öffentliche Formulare (Registrierung, Anmeldung, Lead-Formulare, Support) sind gegen automatisierte Anfragen geschützt, unter anderem durch eine Begrenzung der Anfragen pro IP-Adresse.',
    ],
  },
  {
    id: 'konto',
    title: '4. Kundenkonto von Ausstellern',
    blocks: [
      'Wenn du dich registrierst, verarbeiten wir:',
      {
        list: [
          'E-Mail-Adresse, Name und Firmen-Slug (die Adresse deiner Events),',
          'dein Passwort, ausschließlich als sicherer Hash (Argon2id), nie im Klartext,',
          'die Bestätigung deiner E-Mail-Adresse, deine Benachrichtigungseinstellungen und den Zeitpunkt, zu dem du den AVV akzeptiert hast,',
          'deine Events mit ihren Einstellungen, Texten und Bildern sowie deine Event-Credits,',
          'bei Käufen die Rechnungs- und Zahlungsinformationen (siehe Abschnitt 8).',
        ],
      },
      'Rechtsgrundlage ist die Erfüllung des Vertrags mit dir (Art. 6 Abs. 1 lit. b DSGVO). Die Daten bleiben gespeichert, bis du dein Konto löschst; dabei werden auch deine Events und deren Leads gelöscht. Rechnungsdaten bewahren wir so lange auf, wie es das Handels- und Steuerrecht verlangt (bis zu 10 Jahre, § 147 AO, § 257 HGB).',
    ],
  },
  {
    id: 'leads',
    title: '5. Lead-Daten von Messebesuchern',
    blocks: [
      'Füllst du am Stand eines Ausstellers ein FairLeads-Formular aus, verarbeiten wir im Auftrag des Ausstellers:',
      {
        list: [
          'deine E-Mail-Adresse und, falls abgefragt, deinen Namen,',
          'deine Antworten auf bis zu zwei zusätzliche Fragen des Ausstellers,',
          'deine Einwilligung mit Zeitpunkt und dem genauen Einwilligungstext, den du gesehen hast,',
          'den Nachweis des Double-Opt-in: Zeitpunkt des Versands der Bestätigungs-E-Mail und Zeitpunkt deiner Bestätigung,',
          'zum Nachweis von Eingabe und Bestätigung deine IP-Adresse, jedoch nur als Prüfwert (HMAC mit geheimem Schlüssel), aus dem sich die Adresse nicht ablesen lässt, sowie die Browser-Kennung (User Agent).',
        ],
      },
      'Deine Kontaktdaten werden getrennt vom Nachweis gespeichert, damit sie vollständig gelöscht werden können. Solange du deine E-Mail-Adresse nicht bestätigt hast, gilt dein Kontakt als unbestätigt und darf nicht für Werbung genutzt werden. Der Aussteller sieht deine Angaben in seinem Dashboard und kann sie als CSV-Datei exportieren.',
      'Damit du die Bestätigungs-E-Mail erneut anfordern kannst, merkt sich dein Browser nach dem Absenden deine Angaben lokal (Local Storage). Sie verlassen dein Gerät nur, wenn du die E-Mail erneut anforderst.',
    ],
  },
  {
    id: 'speicherdauer',
    title: '6. Speicherdauer der Lead-Daten',
    blocks: [
      'Lead-Daten werden nicht unbegrenzt aufbewahrt. Der Ablauf ist fest eingebaut:',
      {
        list: [
          '4 Wochen nach dem Enddatum des Events erhält der Aussteller automatisch eine CSV-Sicherung aller Leads per E-Mail.',
          'Spätestens 8 Wochen nach dem Enddatum werden die Lead-Daten des Events gelöscht.',
          'Vor beiden Schritten wird der Aussteller per E-Mail informiert.',
        ],
      },
      'Hat der Aussteller die Daten exportiert, ist er für deren weitere Speicherung selbst verantwortlich.',
    ],
  },
  {
    id: 'support',
    title: '7. Support-Anfragen und Veranstalter-Anfragen',
    blocks: [
      'Wenn du uns über das Support-Formular schreibst, verarbeiten wir Name, E-Mail-Adresse und Nachricht, um deine Anfrage zu beantworten (Art. 6 Abs. 1 lit. b DSGVO bei Fragen zum Vertrag, sonst Art. 6 Abs. 1 lit. f DSGVO). Wir löschen die Anfrage, wenn sie erledigt ist und keine Aufbewahrungspflicht besteht.',
    ],
  },
  {
    id: 'dienstleister',
    title: '8. Dienstleister (Auftragsverarbeiter) und Empfänger',
    blocks: [
      'Wir geben Daten nur an Dienstleister weiter, die wir für den Betrieb brauchen, und nur mit Vertrag nach Art. 28 DSGVO:',
      {
        list: [
          'Hosting: Server und Datenbank laufen in Rechenzentren in der Europäischen Union.',
          'E-Mail-Versand: Bestätigungs-, Double-Opt-in-, Willkommens- und Sicherungs-E-Mails verschicken wir über einen E-Mail-Versanddienstleister mit Servern in der EU.',
          'Zahlungen: Käufe von Event-Credits wickelt Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Dublin 2, Irland, ab. Deine Kartendaten gibst du direkt bei Stripe ein; wir erhalten sie nicht. Stripe kann Daten auch in den USA verarbeiten; Grundlage sind das EU-US Data Privacy Framework und Standardvertragsklauseln.',
          'Webanalyse: Google Analytics, nur wenn du eingewilligt hast (siehe Abschnitt 10).',
        ],
      },
    ],
  },
  {
    id: 'cookies',
    title: '9. Cookies und lokale Speicherung',
    blocks: [
      'Ohne deine Einwilligung setzen wir nur, was technisch notwendig ist (§ 25 Abs. 2 TDDDG):',
      {
        list: [
          'Sitzungs-Cookie „fairleads.sid“: hält dich nach der Anmeldung angemeldet (HttpOnly, gültig bis zu 14 Tage ab Anmeldung oder bis zum Logout).',
          'Schutz-Cookie „XSRF-TOKEN“: schützt Formulare vor gefälschten Anfragen fremder Websites.',
          'Local Storage „fairleads-cookie-consent“: speichert deine Auswahl im Cookie-Dialog, damit wir nicht bei jedem Besuch fragen.',
        ],
      },
      'Cookies von Google Analytics (_ga, _ga_*) werden erst gesetzt, nachdem du der Analyse zugestimmt hast. Marketing-Tools setzen wir derzeit nicht ein; die Auswahl „Marketing“ wird nur gespeichert.',
      { cookieButton: true },
    ],
  },
  {
    id: 'analytics',
    title: '10. Webanalyse mit Google Analytics',
    blocks: [
      'Nur wenn du im Cookie-Dialog „Alle akzeptieren“ wählst oder „Analyse“ einschaltest, laden wir Google Analytics 4 der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. Vorher wird keine Verbindung zu Google aufgebaut. Google Analytics erfasst, welche Seiten du aufrufst und wie du sie nutzt; die IP-Adresse wird gekürzt, Cookies werden nur mit den Attributen „secure“ und „SameSite=Strict“ gesetzt. Nach deiner Zustimmung senden wir einmalig ein Ereignis „consent_granted“.',
      'Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Google kann Daten in den USA verarbeiten; Google LLC ist unter dem EU-US Data Privacy Framework zertifiziert. Du kannst die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: über die Cookie-Einstellungen (hier oder in den Kontoeinstellungen unter „Datenschutz“). Beim Widerruf entfernen wir das Skript und löschen die Analyse-Cookies.',
    ],
  },
  {
    id: 'rechte',
    title: '11. Deine Rechte',
    blocks: [
      'Du hast jederzeit das Recht auf:',
      {
        list: [
          'Auskunft über deine gespeicherten Daten (Art. 15 DSGVO),',
          'Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
          'Löschung (Art. 17 DSGVO),',
          'Einschränkung der Verarbeitung (Art. 18 DSGVO),',
          'Datenübertragbarkeit (Art. 20 DSGVO),',
          'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO),',
          'Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).',
        ],
      },
      'Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem Mitgliedstaat deines Aufenthaltsorts, deines Arbeitsplatzes oder des mutmaßlichen Verstoßes (Art. 77 DSGVO).',
      'Betrifft deine Anfrage Lead-Daten, wende dich bitte an den Aussteller, bei dem du das Formular ausgefüllt hast; wir unterstützen ihn dabei.',
    ],
  },
];

export const contactTitle = '12. Kontakt zum Datenschutz';
export const contactText = 'Für alle Fragen zum Datenschutz erreichst du uns unter:';
