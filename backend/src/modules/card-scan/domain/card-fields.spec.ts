import { extractCardFields } from './card-fields';

/** Texts as the OCR gives them back for business cards, with its usual slips. */
describe('extractCardFields', () => {
  it('reads a German card with the company on top', () => {
    const fields = extractCardFields(
      'Bergmann Medizintechnik GmbH\n\nDörte Großmann\n\nGeschäftsführerin\n\nTel. +49 (0)89 1234-567\n\nFax +49 (0)89 8629-818\n\nE-Mail doerte.grossmann@bergmann.de\nwww.bergmann.de\n',
    );
    expect(fields).toEqual({
      name: 'Dörte Großmann',
      email: 'doerte.grossmann@bergmann.de',
      phone: '+49891234567',
      company: 'Bergmann Medizintechnik GmbH',
      title: 'Geschäftsführerin',
      website: 'www.bergmann.de',
    });
  });

  it('reads an English card with the name on top and stray strokes', () => {
    const fields = extractCardFields('Jürgen Weiß |\nHead of Sales |\n\nGreenfield Robotics Ltd\n\nPhone +44 20 7946 0958\nMobile 0171 2345678\nEmail j.weiss@greenfield.co.uk\nwww.greenfield.co.uk');
    expect(fields).toMatchObject({ name: 'Jürgen Weiß', email: 'j.weiss@greenfield.co.uk', phone: '+442079460958', company: 'Greenfield Robotics Ltd', title: 'Head of Sales' });
  });

  it('undoes the address slips: spaces around @ and dots, (at), a glued label', () => {
    expect(extractCardFields('E-Mail: anna.walker @ hansa . de').email).toBe('anna.walker@hansa.de');
    expect(extractCardFields('Mail anna(at)hansa.de').email).toBe('anna@hansa.de');
    expect(extractCardFields('Email:s.koehler@elbtal-logistik.de').email).toBe('s.koehler@elbtal-logistik.de');
    expect(extractCardFields('Email juerge n.krueger@alpenblick.com').email).toBe('juergen.krueger@alpenblick.com');
  });

  it('takes the phone line, never the fax, in E.164 with the region DE by default', () => {
    expect(extractCardFields('Fax 030 1234567\nMobil 0171 2345678').phone).toBe('+491712345678');
    expect(extractCardFields('Telefon: +49 30 123456').phone).toBe('+4930123456');
    expect(extractCardFields('Fax 030 1234567').phone).toBeNull();
  });

  it('takes the company from the e-mail domain when no line names a legal form', () => {
    const fields = extractCardFields('Sophie Krüger\nMarketing Manager\nsophie.krueger@nordlicht-logistik.de');
    expect(fields.company).toBe('Nordlicht-Logistik');
    expect(fields.name).toBe('Sophie Krüger');
    expect(fields.title).toBe('Marketing Manager');
  });

  it('joins what the OCR broke apart: an address over two lines, a lone capital, a name on two lines', () => {
    expect(extractCardFields('Email daniel.strauss@nordlicht-con\n\nsulting.io').email).toBe('daniel.strauss@nordlicht-consulting.io');
    expect(extractCardFields('Matthias Meißner\nrobotics.co.uk\nEmail matthias.meissner@lindenhof-\nwww.lindenhof-robotics.co.uk').email).toBe('matthias.meissner@lindenhof-robotics.co.uk');
    expect(extractCardFields('Email juerge\n\nn.krueger@alpenblick.com\n\nwww.alpenblick.com').email).toBe('juergen.krueger@alpenblick.com');
    expect(extractCardFields('Email emily@lindenhof. co.uk\n\nwww.lindenhof.co.uk').email).toBe('emily@lindenhof.co.uk');
    expect(extractCardFields('C\n\nharlotte Brown\nRheinwerk Inc.').name).toBe('Charlotte Brown');
    expect(extractCardFields('Rheinwerk GmbH & Co KG\n\nBjörn\n\nWeiß\n\nProjektleiter').name).toBe('Björn Weiß');
  });

  it('puts back the umlauts the OCR lost where the address spells them, and the dots of legal forms', () => {
    const fields = extractCardFields('Briickner Verpackung e.K\nDorte Ozturk\nTel. 030 1234567\nE-Mail doerte.oeztuerk@brueckner.de\n!ukas');
    expect(fields.name).toBe('Dörte Öztürk');
    expect(fields.company).toBe('Brückner Verpackung e.K.');
    expect(extractCardFields('Thomas Boehm\nthomas.boehm@elbtal.de').name).toBe('Thomas Boehm');
    expect(extractCardFields('Email !ukas.brown@rheinwerk.co.uk').email).toBe('lukas.brown@rheinwerk.co.uk');
    expect(extractCardFields('Email |.vogel@brueckner.com').email).toBe('l.vogel@brueckner.com');
    expect(extractCardFields('E-Mail marie baecker@rheinwerk.de').email).toBe('marie.baecker@rheinwerk.de');
    expect(extractCardFields('Email Juergen,grossmann@ironbridge.io').email).toBe('juergen.grossmann@ironbridge.io');
    expect(extractCardFields('Geschiiftsfiihrerin').title).toBe('Geschäftsführerin');
  });

  it('answers null for what the card does not show', () => {
    expect(extractCardFields('')).toEqual({ name: null, email: null, phone: null, company: null, title: null, website: null });
  });
});
