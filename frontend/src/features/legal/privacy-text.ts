/**
 * The privacy policy: what FairLeads really stores, where and for how long. Checked against the
 * code: cookies (session, XSRF-TOKEN, the cookie choice), the request log (no IP address), lead
 * data and the lead log, the visitor pages (nothing kept in the browser), stand mode's IndexedDB
 * queue, the funnel counts, the erase link, the retention schedule, Stripe, mail and analytics.
 * A change to any of these needs a change here.
 */
export type PrivacyBlock = string | { list: string[] } | { cookieButton: true };

interface PrivacySection {
  id: string;
  title: string;
  blocks: PrivacyBlock[];
}

/** What the text depends on in this installation. */
export interface PrivacyFacts {
  /** The operator configured Google Analytics (ANALYTICS_MEASUREMENT_ID); without it nothing is ever loaded. */
  analytics: boolean;
  /** The installation's days after an event's end until the backup mail and the deletion (RETENTION_*_DAYS). */
  retention: { backupDays: number; deleteDays: number };
}

/** '4 Wochen', '1 Woche', '30 Tage', '1 Tag': weeks when the days make whole weeks. */
export function germanDuration(days: number): string {
  if (days % 7 === 0) return days === 7 ? '1 Woche' : `${days / 7} Wochen`;
  return days === 1 ? '1 Tag' : `${days} Tage`;
}

export const privacyIntro =
  'Wir nehmen den Schutz deiner Daten ernst. Hier erfährst du, welche personenbezogenen Daten FairLeads verarbeitet, wofür, auf welcher Rechtsgrundlage, wo sie liegen und wie lange. FairLeads verarbeitet Daten in zwei Rollen: für Website und Kundenkonten sind wir selbst verantwortlich, für die Kontakte, die Aussteller mit FairLeads erfassen, arbeiten wir im Auftrag der Aussteller.';

export const controllerTitle = '1. Verantwortlicher';
export const controllerText =
  'Verantwortlich für die Datenverarbeitung auf dieser Website und für die Kundenkonten ist:';

const analyticsSection = (facts: PrivacyFacts): PrivacySection => ({
  id: 'analytics',
  title: '10. Webanalyse mit Google Analytics',
  blocks: facts.analytics
    ? [
        'Nur wenn du im Cookie-Dialog „Alle akzeptieren“ wählst oder „Analyse“ einschaltest, laden wir auf unserer Website und im Kundenbereich Google Analytics 4 der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. Vorher wird keine Verbindung zu Google aufgebaut. Die Formular- und Bestätigungsseiten für Messebesucher laden Google Analytics nie.',
        'Google Analytics erfasst, welche Seiten du aufrufst und wie du sie nutzt; die IP-Adresse wird gekürzt. Google setzt dafür die Cookies „_ga“ und „_ga_…“ (nur mit „Secure“ und „SameSite=Strict“, Laufzeit bis zu 2 Jahre). Nach deiner Zustimmung senden wir einmalig das Ereignis „consent_granted“.',
        'Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Google kann Daten in den USA verarbeiten; Google LLC ist unter dem EU-US Data Privacy Framework zertifiziert. Du kannst die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: über die Cookie-Einstellungen (hier oder in den Kontoeinstellungen unter „Datenschutz & Recht“). Beim Widerruf entfernen wir das Skript, löschen die Analyse-Cookies und das Cookie „fairleads-consent“.',
      ]
    : [
        'Auf dieser Website ist derzeit keine Webanalyse eingerichtet: Auch wenn du im Cookie-Dialog „Analyse“ erlaubst, wird kein Analyse-Skript geladen und keine Verbindung zu Google oder einem anderen Anbieter aufgebaut. Richten wir Google Analytics ein, steht hier, was es erfasst, und es läuft nur mit deiner Einwilligung.',
      ],
});

export function privacySections(facts: PrivacyFacts): PrivacySection[] {
  return [
    {
      id: 'rollen',
      title: '2. Rollen: wer wofür verantwortlich ist',
      blocks: [
        'Für die Daten von Kundenkonten (Aussteller, Agenturen), für Support-Anfragen und für den Besuch dieser Website sind wir Verantwortlicher im Sinne von Art. 4 Nr. 7 DSGVO.',
        'Für die Daten, die Besucherinnen und Besucher in ein Lead-Formular eines Ausstellers eingeben, ist der jeweilige Aussteller Verantwortlicher. FairLeads verarbeitet diese Daten ausschließlich in seinem Auftrag und nach seinen Weisungen auf Grundlage eines Vertrags zur Auftragsverarbeitung (AVV) nach Art. 28 DSGVO. Der Name des Ausstellers steht auf dem jeweiligen Formular; Anfragen zu diesen Daten richtest du am besten direkt an ihn. Erreicht eine solche Anfrage uns, leiten wir sie an ihn weiter.',
      ],
    },
    {
      id: 'website',
      title: '3. Besuch der Website',
      blocks: [
        'Um dir eine Seite auszuliefern, verarbeitet unser Server technisch notwendig deine IP-Adresse und die Angaben, die dein Browser mitschickt. In das Server-Protokoll schreiben wir je Aufruf nur Zeitpunkt, Methode, aufgerufene Adresse (bei Aktivierungs-, Bestätigungs-, Lösch- und Download-Links ohne deren geheimen Teil, bei Suchen im Kundenbereich ohne den Suchbegriff), Statuscode und Dauer, bei angemeldeten Ausstellern die Kennung des Kontos. Deine IP-Adresse, die Browser-Kennung, Cookies und Formularinhalte stehen nicht darin. Wir nutzen das Protokoll, um Fehler zu finden und Angriffe zu erkennen, und bewahren es nur so lange auf, wie es dafür nötig ist. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO).',
        'Zum Schutz vor automatisierten Anfragen zählen wir Anfragen pro IP-Adresse (zum Beispiel höchstens 10 Anmeldeversuche pro Minute); diese Zähler verfallen nach spätestens 15 Minuten. Fehlgeschlagene Anmeldungen zählen wir zusätzlich pro E-Mail-Adresse, gespeichert nur als Prüfwert (HMAC mit geheimem Schlüssel); nach einem Tag ohne Versuch ist der Zähler gelöscht.',
        'Bilder im Blog liefern wir über unseren eigenen Server aus, dein Browser lädt sie nicht von fremden Servern. Erst wenn du einen Link zu einem anderen Anbieter öffnest (zum Beispiel „Demo-Termin buchen“), gelten dort dessen Datenschutzbestimmungen.',
      ],
    },
    {
      id: 'konto',
      title: '4. Kundenkonto von Ausstellern',
      blocks: [
        'Wenn du dich registrierst und FairLeads nutzt, verarbeiten wir:',
        {
          list: [
            'E-Mail-Adresse, Name und Firmen-Slug (die Adresse deiner Events),',
            'dein Passwort, ausschließlich als sicherer Hash (Argon2id), nie im Klartext,',
            'die Bestätigung deiner E-Mail-Adresse, die Zeitpunkte deiner letzten Anmeldungen, deine Benachrichtigungseinstellungen und den Zeitpunkt, zu dem du den AVV akzeptiert hast,',
            'deine Anmeldung (Sitzung) in unserer Datenbank, bis zu 14 Tage ab der Anmeldung oder bis zum Logout,',
            'deine Events mit ihren Einstellungen, Texten und Bildern, deine Event-Credits, deine Stand-Geräte (Name, Prüfwerte von Freigabe und PIN) und deine Webhook-Endpunkte,',
            'bei Käufen die Rechnungsdaten und Zahlungen (siehe Abschnitt 8).',
          ],
        },
        'Rechtsgrundlage ist die Erfüllung des Vertrags mit dir (Art. 6 Abs. 1 lit. b DSGVO). Die Daten bleiben gespeichert, bis du dein Konto löschst; dann löschen wir auch deine Events mit allen Leads, deine Rechnungsdaten und deine Sitzungen. Die Zahlungen selbst (Betrag, Umsatzsteuer, Land, Zahlungsreferenzen bei Stripe) bewahren wir ohne Verbindung zu deinem Konto auf, so lange es das Handels- und Steuerrecht verlangt (bis zu 10 Jahre, § 147 AO, § 257 HGB).',
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
            'deine Einwilligung mit Zeitpunkt, Formular-Version und dem genauen Einwilligungstext, den du gesehen hast,',
            'den Nachweis des Double-Opt-in: Versand der Bestätigungs-E-Mail und Zeitpunkt deiner Bestätigung,',
            'beim Absenden und beim Bestätigen deine IP-Adresse, jedoch nur als Prüfwert (HMAC mit geheimem Schlüssel), aus dem sich die Adresse nicht ablesen lässt, sowie die Browser-Kennung (User Agent),',
            'die Sprache der Seite (Deutsch oder Englisch), damit deine E-Mails in derselben Sprache kommen,',
            'ob und wann du den Download-Link der Willkommens-E-Mail zum ersten Mal geöffnet hast,',
            'die Einschätzung, Schlagwörter und Notizen, die das Standteam zu deinem Eintrag festhält.',
          ],
        },
        'E-Mail-Adresse, Name, Antworten und Notizen liegen getrennt vom Nachweis, damit sie vollständig gelöscht werden können. Solange du deine E-Mail-Adresse nicht bestätigt hast, gilt dein Kontakt als unbestätigt. Der Aussteller sieht deine Angaben in seinem Dashboard, kann sie als CSV-Datei exportieren und sie automatisch an eigene Systeme (zum Beispiel sein CRM) senden lassen.',
        'Dein Browser speichert dabei nichts: Die Formular- und Bestätigungsseiten setzen keine Cookies und legen nichts im Local Storage oder in anderen Speichern deines Geräts ab. Nach dem Absenden trägt nur die Adresse der nächsten Seite einen signierten Nachweis ohne deine Angaben (einen Tag gültig), mit dem die Seite deine E-Mail-Adresse anzeigen und die Bestätigungs-E-Mail erneut senden kann. Hast du beim Absenden kein Netz, bleiben deine Eingaben nur in der geöffneten Seite und werden gesendet, sobald das Netz zurück ist; schließt du die Seite vorher, sind sie weg.',
        'Trägst du dich am Tablet des Ausstellers ein (Stand-Modus), legt das Tablet deinen Eintrag zuerst in seinem Browser-Speicher (IndexedDB) ab und sendet ihn sofort an uns. Dort gelöscht wird er, sobald unser Server ihn angenommen oder endgültig abgelehnt hat; ohne Netz bleibt er auf dem Tablet, bis es wieder verbunden und freigegeben ist.',
        'Jede E-Mail an dich enthält den Link „Meine Daten löschen“. Damit löschst du deine Angaben zu dieser Anmeldung sofort und endgültig: E-Mail-Adresse, Name, Antworten und Notizen; noch nicht versandte E-Mails an dich entfallen. Bis zur Löschung des Events (Abschnitt 6) bleiben nur Angaben ohne Name, E-Mail-Adresse und Antworten: die Einträge des Nachweises (Zeitpunkte, Einwilligungstext, Prüfwert der IP-Adresse, Browser-Kennung), Einschätzung und Schlagwörter des Standteams und eine anonyme Zahl in der Statistik des Ausstellers. Auch der Aussteller kann deinen Eintrag auf Wunsch so löschen.',
        'Für seine Auswertung zählen wir je Event und Tag, wie oft der QR-Code gescannt, das Formular aufgerufen, abgesendet, bestätigt und der Download geöffnet wurde. Diese Zählung kommt ohne Cookie, ohne IP-Adresse und ohne Bezug zu deinem Eintrag aus.',
        'Bindet der Aussteller Logo oder Headerbild über die Adresse eines anderen Servers ein, lädt dein Browser das Bild von dort, und dieser Server erfährt deine IP-Adresse; hochgeladene Bilder liefern wir selbst aus. Der versprochene Download liegt beim Aussteller oder bei einem Anbieter seiner Wahl.',
      ],
    },
    {
      id: 'speicherdauer',
      title: '6. Speicherdauer der Lead-Daten',
      blocks: [
        'Lead-Daten werden nicht unbegrenzt aufbewahrt. Der Ablauf ist fest eingebaut und gilt auch für archivierte Events:',
        {
          list: [
            'Mit dem Ende des Enddatums nimmt das Formular keine Einträge mehr an.',
            `${germanDuration(facts.retention.backupDays)} nach dem Enddatum des Events erhält der Aussteller automatisch eine CSV-Sicherung aller Leads per E-Mail.`,
            `${germanDuration(facts.retention.deleteDays)} nach dem Enddatum werden die Leads des Events gelöscht: Kontaktdaten, Nachweise, Notizen und noch wartende E-Mails. Übrig bleibt nur die Zahl der Leads und Bestätigungen des Events, ohne personenbezogene Angaben.`,
            'Vor beiden Schritten wird der Aussteller per E-Mail informiert.',
          ],
        },
        'Hat der Aussteller die Daten exportiert oder an eigene Systeme gesendet, ist er für deren weitere Speicherung selbst verantwortlich.',
      ],
    },
    {
      id: 'support',
      title: '7. Support-Anfragen und Veranstalter-Anfragen',
      blocks: [
        'Wenn du uns über das Support-Formular schreibst, speichern wir Name, E-Mail-Adresse und Nachricht und senden sie per E-Mail an unser Support-Postfach; du erhältst eine Eingangsbestätigung, die deine Nachricht nicht wiederholt. Wir verarbeiten die Angaben, um deine Anfrage zu beantworten (Art. 6 Abs. 1 lit. b DSGVO bei Fragen zum Vertrag, sonst Art. 6 Abs. 1 lit. f DSGVO), und löschen sie, wenn sie erledigt ist und keine Aufbewahrungspflicht besteht.',
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
            'E-Mail-Versand: Aktivierungs-, Bestätigungs-, Willkommens- und Sicherungs-E-Mails, Benachrichtigungen und Support-E-Mails verschicken wir über den Mailserver eines E-Mail-Dienstleisters mit Servern in der EU. Ist eine E-Mail zugestellt, löschen wir ihren Inhalt aus unserer Versandwarteschlange.',
            'Zahlungen: Käufe von Event-Credits wickelt Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Dublin 2, Irland, ab. Wir übermitteln Stripe deine Rechnungsdaten (Firma, Ansprechperson, E-Mail-Adresse für die Rechnung, Anschrift, USt-IdNr.). Beim Kauf als Unternehmen bezahlst du auf der Seite von Stripe; beim privaten Kauf lädt dein Browser die Zahlungsfelder (Stripe.js von js.stripe.com) erst, wenn du den Kaufdialog öffnest. Stripe.js kann dabei zur Betrugserkennung Angaben zu Gerät und Browser an Stripe senden und eigene, für die Zahlung notwendige Cookies setzen. Deine Kartendaten gibst du direkt bei Stripe ein; wir erhalten sie nicht. Stripe kann Daten auch in den USA verarbeiten; Grundlage sind das EU-US Data Privacy Framework und Standardvertragsklauseln.',
            facts.analytics
              ? 'Webanalyse: Google Analytics, nur wenn du eingewilligt hast (siehe Abschnitt 10).'
              : 'Webanalyse: keine (siehe Abschnitt 10).',
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
            'Sitzungs-Cookie „fairleads.sid“: erst nach der Anmeldung, hält dich angemeldet (HttpOnly, SameSite=Lax, gültig bis zu 14 Tage ab der Anmeldung oder bis zum Logout).',
            'Schutz-Cookie „XSRF-TOKEN“: ein signierter Zufallswert ohne Bezug zu dir, der Formulare vor gefälschten Anfragen fremder Websites schützt; er gilt, bis du den Browser schließt.',
            'Local Storage „fairleads-cookie-consent“: deine Auswahl im Cookie-Dialog mit Zeitpunkt, damit wir nicht bei jedem Besuch fragen. Sie bleibt, bis du sie änderst oder die Website-Daten in deinem Browser löschst.',
          ],
        },
        'Erlaubst du die Analyse, setzen wir zusätzlich das Cookie „fairleads-consent“ mit dem Wert „analytics“ (SameSite=Lax, Laufzeit 365 Tage). Daran erkennt unser Server, dass er deinem Browser das Analyse-Skript erlauben darf. Es besteht nur, solange du die Analyse erlaubst. Die Cookies von Google Analytics beschreibt Abschnitt 10. Marketing-Tools setzen wir derzeit nicht ein; die Auswahl „Marketing“ wird nur gespeichert.',
        'Im Kundenbereich merkt sich dein Browser im Local Storage, ob der Ton bei neuen Leads an ist und bis wann du die Bestätigungs-E-Mail eines Leads nicht erneut senden kannst (nur die Kennung des Leads, keine Kontaktdaten); während eines Kaufs hält der Session Storage des Tabs fest, wohin es danach weitergeht.',
        'Im Stand-Modus speichert das Tablet die Freigabe des Geräts (14 Tage gültig), das Formular des Events ohne personenbezogene Daten, die zuletzt geöffnete Stand-Adresse sowie Programmdateien und Bilder des Events, damit der Stand auch ohne Netz startet, dazu die Warteschlange der Einträge (siehe Abschnitt 5). Wer den Stand-Modus mit der PIN beendet, löscht Freigabe und Formular vom Gerät; Einträge, die noch auf Netz warten, bleiben, bis sie gesendet sind.',
        'Die Formular- und Bestätigungsseiten für Messebesucher setzen keine Cookies und speichern nichts in deinem Browser.',
        { cookieButton: true },
      ],
    },
    analyticsSection(facts),
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
        'Betrifft deine Anfrage Lead-Daten, wende dich bitte an den Aussteller, bei dem du das Formular ausgefüllt hast; wir unterstützen ihn dabei. Löschen kannst du sie jederzeit selbst über den Link „Meine Daten löschen“ in jeder E-Mail zu deiner Anmeldung.',
      ],
    },
  ];
}

export const contactTitle = '12. Kontakt zum Datenschutz';
export const contactText = 'Für alle Fragen zum Datenschutz erreichst du uns unter:';
