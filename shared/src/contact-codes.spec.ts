import { contactPartOfLabel, parseContactCode, prefillForm, type ContactCode, type ScannedContact } from './contact-codes';

/** What the codes of badges and cards out in the world look like, and what a lead form gets of them. */
const corpus: [string, string, Pick<ContactCode, 'kind'> & { contact: ScannedContact }][] = [
  [
    'vCard 2.1 with QUOTED-PRINTABLE, CHARSET=UTF-8 and a soft line break',
    [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BC=',
      'ller',
      'EMAIL;INTERNET:juergen@example.de',
      'END:VCARD',
    ].join('\r\n'),
    { kind: 'vcard', contact: { name: 'Jürgen Müller', email: 'juergen@example.de', emails: ['juergen@example.de'] } },
  ],
  [
    'vCard 2.1 in ISO-8859-1 with bare parameters',
    [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;ENCODING=QUOTED-PRINTABLE;CHARSET=ISO-8859-1:Wei=DF;Gr=E4te',
      'ORG;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:B=E4ckerei Stra=DFe GmbH',
      'TEL;FAX:+49 30 1111',
      'TEL;CELL;PREF:+49 171 2222',
      'EMAIL;PREF;INTERNET:g.weiss@example.de',
      'END:VCARD',
    ].join('\r\n'),
    {
      kind: 'vcard',
      contact: {
        name: 'Gräte Weiß',
        email: 'g.weiss@example.de',
        emails: ['g.weiss@example.de'],
        phone: '+49 171 2222',
        company: 'Bäckerei Straße GmbH',
      },
    },
  ],
  [
    'vCard 2.1 QUOTED-PRINTABLE as a bare parameter, several soft breaks',
    ['BEGIN:VCARD', 'VERSION:2.1', 'FN;QUOTED-PRINTABLE:Ren=C3=A9=', ' Du=', 'pont', 'END:VCARD'].join('\n'),
    { kind: 'vcard', contact: { name: 'René Dupont', emails: [] } },
  ],
  [
    'vCard 3.0 folded with a space and a tab',
    [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Alexandra Maria',
      '  von Sternberg',
      'EMAIL;TYPE=INTERNET:alexandra.von.sternberg@sehr-lange-',
      '\tdomain.example.com',
      'TITLE:Head of Sales',
      'END:VCARD',
    ].join('\r\n'),
    {
      kind: 'vcard',
      contact: {
        name: 'Alexandra Maria von Sternberg',
        email: 'alexandra.von.sternberg@sehr-lange-domain.example.com',
        emails: ['alexandra.von.sternberg@sehr-lange-domain.example.com'],
        title: 'Head of Sales',
      },
    },
  ],
  [
    'vCard 3.0 with TYPE=pref on the second address',
    [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Jane Doe',
      'EMAIL;TYPE=INTERNET,HOME:jane@home.example',
      'EMAIL;TYPE=INTERNET,WORK,pref:jane.doe@acme.example',
      'END:VCARD',
    ].join('\n'),
    {
      kind: 'vcard',
      contact: { name: 'Jane Doe', email: 'jane.doe@acme.example', emails: ['jane.doe@acme.example', 'jane@home.example'] },
    },
  ],
  [
    'vCard 4.0 with PREF=1, TYPE lists and a tel: URI',
    [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Dr. Erika Mustermann',
      'EMAIL;TYPE=home:erika@privat.example',
      'EMAIL;PREF=1;TYPE=work:e.mustermann@firma.example',
      'TEL;VALUE=uri;TYPE="voice,work";PREF=2:tel:+49-221-1234567',
      'TEL;TYPE=fax;PREF=1:tel:+49-221-7654321',
      'URL;TYPE=work:https://firma.example',
      'END:VCARD',
    ].join('\r\n'),
    {
      kind: 'vcard',
      contact: {
        name: 'Dr. Erika Mustermann',
        email: 'e.mustermann@firma.example',
        emails: ['e.mustermann@firma.example', 'erika@privat.example'],
        phone: '+49-221-1234567',
        website: 'https://firma.example',
      },
    },
  ],
  [
    'escaped commas and semicolons in text and structured values',
    [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Doe\\, John',
      'ORG:Müller\\; Söhne KG;Vertrieb\\, Nord',
      'TITLE:Leiter Einkauf\\, Logistik',
      'END:VCARD',
    ].join('\n'),
    { kind: 'vcard', contact: { name: 'Doe, John', emails: [], company: 'Müller; Söhne KG', title: 'Leiter Einkauf, Logistik' } },
  ],
  [
    'N without FN',
    ['BEGIN:VCARD', 'VERSION:3.0', 'N:Schmidt;Anna;Lena;Dr.;', 'EMAIL:anna@schmidt.example', 'END:VCARD'].join('\n'),
    { kind: 'vcard', contact: { name: 'Anna Lena Schmidt', email: 'anna@schmidt.example', emails: ['anna@schmidt.example'] } },
  ],
  [
    'an empty FN falls back to N',
    ['BEGIN:VCARD', 'VERSION:3.0', 'FN:', 'N:Öztürk;Ayşe;;;', 'END:VCARD'].join('\n'),
    { kind: 'vcard', contact: { name: 'Ayşe Öztürk', emails: [] } },
  ],
  [
    'several EMAIL lines without preference keep their order',
    ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Max', 'EMAIL:max@eins.example', 'EMAIL:max@zwei.example', 'END:VCARD'].join('\n'),
    { kind: 'vcard', contact: { name: 'Max', email: 'max@eins.example', emails: ['max@eins.example', 'max@zwei.example'] } },
  ],
  [
    'ORG with units, TITLE, work TEL before fax, URL, grouped properties',
    [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Tom Berger',
      'ORG:ACME GmbH;Sales',
      'TITLE:Key Account Manager',
      'TEL;TYPE=WORK,FAX:+49 89 999',
      'item1.TEL;TYPE=WORK,VOICE:+49 89 123',
      'item2.URL:https://acme.example/tom',
      'END:VCARD',
    ].join('\r\n'),
    {
      kind: 'vcard',
      contact: {
        name: 'Tom Berger',
        emails: [],
        company: 'ACME GmbH',
        title: 'Key Account Manager',
        phone: '+49 89 123',
        website: 'https://acme.example/tom',
      },
    },
  ],
  [
    'a fax is the phone only when there is nothing else',
    ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Fax Only', 'TEL;TYPE=FAX:+49 40 555', 'END:VCARD'].join('\n'),
    { kind: 'vcard', contact: { name: 'Fax Only', emails: [], phone: '+49 40 555' } },
  ],
  [
    'a cell number before a home number',
    ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Lea', 'TEL;TYPE=HOME:+49 40 1', 'TEL;TYPE=CELL:+49 170 2', 'END:VCARD'].join('\n'),
    { kind: 'vcard', contact: { name: 'Lea', emails: [], phone: '+49 170 2' } },
  ],
  [
    'lower-case vCard with a photo and a line break in the title',
    [
      'begin:vcard',
      'version:3.0',
      'fn:Kim Lee',
      'PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD',
      ' /2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8U',
      'title:CTO\\nCo-Founder',
      'email:KIM@LEE.EXAMPLE',
      'end:vcard',
    ].join('\n'),
    { kind: 'vcard', contact: { name: 'Kim Lee', email: 'KIM@LEE.EXAMPLE', emails: ['KIM@LEE.EXAMPLE'], title: 'CTO Co-Founder' } },
  ],
  [
    'an invalid address in a vCard is left out',
    ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Ohne Mail', 'EMAIL:keine-adresse', 'END:VCARD'].join('\n'),
    { kind: 'vcard', contact: { name: 'Ohne Mail', emails: [] } },
  ],
  [
    'MeCard with escapes and the ;; end',
    'MECARD:N:Doe,John;TEL:+4915112345678;EMAIL:john.doe@example.com;ORG:Doe\\; Partner\\: AG;URL:https\\://doe.example;;',
    {
      kind: 'mecard',
      contact: {
        name: 'John Doe',
        email: 'john.doe@example.com',
        emails: ['john.doe@example.com'],
        phone: '+4915112345678',
        company: 'Doe; Partner: AG',
        website: 'https://doe.example',
      },
    },
  ],
  [
    'MeCard with an escaped comma in the name and two addresses',
    'MECARD:N:Meier\\, Jr.,Hans;EMAIL:hans@meier.example;EMAIL:h.meier@work.example;;',
    {
      kind: 'mecard',
      contact: { name: 'Hans Meier, Jr.', email: 'hans@meier.example', emails: ['hans@meier.example', 'h.meier@work.example'] },
    },
  ],
  [
    'BIZCARD',
    'BIZCARD:N:John;X:Doe;T:Software Engineer;C:Google;A:76 9th Avenue, New York;B:+12125551212;E:doe@google.com;;',
    {
      kind: 'bizcard',
      contact: {
        name: 'John Doe',
        email: 'doe@google.com',
        emails: ['doe@google.com'],
        phone: '+12125551212',
        company: 'Google',
        title: 'Software Engineer',
      },
    },
  ],
  [
    'mailto: with a query',
    'mailto:a@b.de?subject=x',
    { kind: 'mailto', contact: { email: 'a@b.de', emails: ['a@b.de'] } },
  ],
  [
    'MAILTO: percent-encoded, two addresses',
    'MAILTO:info%40acme.example,sales@acme.example?body=Hallo%20Welt',
    { kind: 'mailto', contact: { email: 'info@acme.example', emails: ['info@acme.example', 'sales@acme.example'] } },
  ],
  [
    'mailto: whose address has a + (RFC 6068: a + is itself)',
    'mailto:anna+messe@example.de?subject=Hallo+Welt',
    { kind: 'mailto', contact: { email: 'anna+messe@example.de', emails: ['anna+messe@example.de'] } },
  ],
  [
    'a URL whose ?email= has an unencoded +',
    'https://reg.example/lead?email=anna+messe@example.de',
    { kind: 'url', contact: { email: 'anna+messe@example.de', emails: ['anna+messe@example.de'] } },
  ],
  [
    'a plain address with whitespace around it',
    ' \n  max.mustermann+messe@example.co.uk \t\r\n',
    { kind: 'email', contact: { email: 'max.mustermann+messe@example.co.uk', emails: ['max.mustermann+messe@example.co.uk'] } },
  ],
  [
    'a URL with ?email=',
    'https://badges.messe.example/v?id=4711&email=besucher%40example.org',
    { kind: 'url', contact: { email: 'besucher@example.org', emails: ['besucher@example.org'] } },
  ],
  [
    'a URL with &mail=',
    'https://reg.example/lead?code=ABC&mail=visitor@example.net#top',
    { kind: 'url', contact: { email: 'visitor@example.net', emails: ['visitor@example.net'] } },
  ],
  [
    'a URL with mailto in its path',
    'https://link.example/mailto:kontakt@example.de',
    { kind: 'url', contact: { email: 'kontakt@example.de', emails: ['kontakt@example.de'] } },
  ],
  ['a URL without an address is text', 'https://www.example.com/produkte?id=7', { kind: 'text', contact: { emails: [] } }],
  ['a badge number is text', 'BADGE-2026-000471', { kind: 'text', contact: { emails: [] } }],
  ['an EAN is text', '4006381333931', { kind: 'text', contact: { emails: [] } }],
  ['garbage is text', '��\u0000@@::;;BEGIN', { kind: 'text', contact: { emails: [] } }],
  ['two addresses in free text are text', 'a@b.de c@d.de', { kind: 'text', contact: { emails: [] } }],
  ['an empty string', '', { kind: 'text', contact: { emails: [] } }],
  ['mailto: without an address is text', 'mailto:?subject=hallo', { kind: 'text', contact: { emails: [] } }],
  [
    'a vCard without END',
    'BEGIN:VCARD\nVERSION:3.0\nFN:Cut Off\nEMAIL:cut@off.example',
    { kind: 'vcard', contact: { name: 'Cut Off', email: 'cut@off.example', emails: ['cut@off.example'] } },
  ],
];

describe('parseContactCode', () => {
  it.each(corpus)('%s', (_, code, expected) => {
    const parsed = parseContactCode(code);
    expect({ kind: parsed.kind, contact: parsed.contact }).toEqual(expected);
    expect(parsed.text).toBe(code.trim());
  });

  it('reads a code whose UTF-8 the reader took for ISO-8859-1 (no ECI) as UTF-8 again, and leaves real Latin-1 text alone', () => {
    const utf8ReadAsLatin1 = (text: string) => String.fromCharCode(...new TextEncoder().encode(text));
    const vcard = 'BEGIN:VCARD\nVERSION:3.0\nN:Meißner;Jürgen\nORG:Größe & Söhne KG\nEMAIL:j.meissner@example.de\nEND:VCARD';
    const parsed = parseContactCode(utf8ReadAsLatin1(vcard));
    expect(parsed.contact).toMatchObject({ name: 'Jürgen Meißner', company: 'Größe & Söhne KG', email: 'j.meissner@example.de' });
    expect(parsed.text).toBe(vcard);
    expect(parseContactCode('MECARD:N:Weiß,Dörte;EMAIL:d@example.de;;').contact.name).toBe('Dörte Weiß');
  });

  it.each([
    ['one long word', 'a'.repeat(10_000)],
    ['an address-like run', `${'a.'.repeat(5_000)}@`],
    ['an @ run', `${'x@'.repeat(5_000)}`],
    ['a URL with a long query', `https://x.example/?${'email=a@b'.repeat(1_000)}`],
    ['a folded vCard', `BEGIN:VCARD\n${'FN:x\n '.repeat(2_000)}`],
    ['a MeCard of escapes', `MECARD:N:${'\\;'.repeat(5_000)};;`],
  ])('reads 10,000 characters of %s at once (no catastrophic backtracking)', (_, code) => {
    const started = Date.now();
    const parsed = parseContactCode(code);
    expect(Date.now() - started).toBeLessThan(200);
    expect(parsed.text).toBe(code.trim());
  });
});

describe('prefillForm', () => {
  const contact: ScannedContact = {
    name: 'Jane Doe',
    email: 'jane@acme.example',
    emails: ['jane@acme.example', 'jane@home.example'],
    phone: '+49 30 123',
    company: 'ACME GmbH',
    title: 'CTO',
    website: 'https://acme.example',
  };

  it('fills name, e-mail and the fields whose label asks for a part; the rest is to copy', () => {
    expect(prefillForm(contact, { customField1: 'Unternehmen', customField2: 'Telefonnummer' })).toEqual({
      values: { name: 'Jane Doe', email: 'jane@acme.example', customField1: 'ACME GmbH', customField2: '+49 30 123' },
      unmapped: [
        { part: 'title', label: 'Position', value: 'CTO' },
        { part: 'website', label: 'Website', value: 'https://acme.example' },
        { part: 'email', label: 'E-Mail', value: 'jane@home.example' },
      ],
    });
  });

  it('fills a field with choices only with one of them', () => {
    const filled = prefillForm({ ...contact, title: 'cto' }, { customField1: 'Position', customField1Options: ['CEO', 'CTO'], customField2: 'Firma', customField2Options: ['Andere'] });
    expect(filled.values).toMatchObject({ customField1: 'CTO', customField2: '' });
    expect(filled.unmapped.map((entry) => entry.part)).toEqual(['phone', 'company', 'website', 'email']);
  });

  it('leaves fields it cannot match empty, and an empty contact fills nothing', () => {
    expect(prefillForm({ emails: [] }, { customField1: 'Interesse', customField2: null })).toEqual({
      values: { name: '', email: '', customField1: '', customField2: '' },
      unmapped: [],
    });
  });

  it('fills one part once when two labels ask for it', () => {
    const filled = prefillForm(contact, { customField1: 'Firma', customField2: 'Company' });
    expect(filled.values).toMatchObject({ customField1: 'ACME GmbH', customField2: '' });
  });

  it.each([
    ['Firma', 'company'],
    ['Unternehmen', 'company'],
    ['Company', 'company'],
    ['Telefon', 'phone'],
    ['Phone', 'phone'],
    ['Mobilnummer', 'phone'],
    ['Position', 'title'],
    ['Titel', 'title'],
    ['Job', 'title'],
    ['Website', 'website'],
    ['Web', 'website'],
    ['Interesse an', null],
    ['Telemetrie', null],
  ])('a field labelled %s asks for %s', (label, part) => {
    expect(contactPartOfLabel(label)).toBe(part);
  });

  it('carries a scanned vCard onto a form in one go', () => {
    const parsed = parseContactCode('BEGIN:VCARD\nVERSION:3.0\nN:Doe;John\nORG:ACME GmbH;Sales\nEMAIL:john@acme.example\nEND:VCARD');
    expect(prefillForm(parsed.contact, { customField1: 'Firma' }).values).toEqual({
      name: 'John Doe',
      email: 'john@acme.example',
      customField1: 'ACME GmbH',
      customField2: '',
    });
  });
});
