import {
  B2B_COUNTRIES,
  checkVatId,
  COUNTRY_NAMES,
  EU_VAT_RATES,
  isEuCountry,
  normalizeVatId,
  priceFor,
  PRICE_PER_CREDIT_CENTS,
  SETTINGS_COUNTRIES,
  vatFor,
  vatIdExample,
} from './vat-rules';

/** The standard rates written out by hand once more: the table the rules must match. */
const STANDARD_RATES: [string, number, string][] = [
  ['AT', 20, 'Österreich'], ['DE', 19, 'Deutschland'], ['FR', 20, 'Frankreich'], ['IT', 22, 'Italien'], ['ES', 21, 'Spanien'],
  ['NL', 21, 'Niederlande'], ['BE', 21, 'Belgien'], ['BG', 20, 'Bulgarien'], ['CY', 19, 'Zypern'], ['CZ', 21, 'Tschechien'],
  ['DK', 25, 'Dänemark'], ['EE', 20, 'Estland'], ['FI', 24, 'Finnland'], ['GR', 24, 'Griechenland'], ['HR', 25, 'Kroatien'],
  ['HU', 27, 'Ungarn'], ['IE', 23, 'Irland'], ['LT', 21, 'Litauen'], ['LU', 17, 'Luxemburg'], ['LV', 21, 'Lettland'],
  ['MT', 18, 'Malta'], ['PL', 23, 'Polen'], ['PT', 23, 'Portugal'], ['RO', 19, 'Rumänien'], ['SE', 25, 'Schweden'],
  ['SI', 22, 'Slowenien'], ['SK', 20, 'Slowakei'],
];

describe('VAT rules', () => {
  it('knows exactly the 27 EU states with their standard rates', () => {
    expect(STANDARD_RATES).toHaveLength(27);
    expect(Object.keys(EU_VAT_RATES).sort()).toEqual(STANDARD_RATES.map(([code]) => code).sort());
  });

  it.each(STANDARD_RATES)('%s without VAT id charges %i %% with the label of %s', (code, rate, name) => {
    expect(isEuCountry(code)).toBe(true);
    expect(vatFor(code)).toEqual({ kind: 'standard', rate, label: `${rate}% USt. (${name})` });
    expect(vatFor(code, '   ')).toEqual({ kind: 'standard', rate, label: `${rate}% USt. (${name})` });
    const price = priceFor(code);
    expect(price).toMatchObject({ netCents: 4900, vatCents: Math.round(49 * rate), grossCents: 4900 + Math.round(49 * rate) });
  });

  it.each(STANDARD_RATES.filter(([code]) => code !== 'AT'))('%s with a VAT id is reverse charge: 0 %%', (code) => {
    expect(vatFor(code, `${code}123456789`)).toEqual({ kind: 'reverse-charge', rate: 0, label: 'Reverse Charge - USt. zahlt Kunde' });
    expect(priceFor(code, `${code}123456789`)).toMatchObject({ netCents: 4900, vatCents: 0, grossCents: 4900 });
  });

  it('Austria always charges its 20 %, also to a business with a VAT id', () => {
    expect(vatFor('AT', 'ATU12345678')).toEqual({ kind: 'standard', rate: 20, label: '20% USt. (Österreich)' });
    expect(priceFor('AT', 'ATU12345678')).toMatchObject({ netCents: 4900, vatCents: 980, grossCents: 5880 });
  });

  it.each([
    ['CH', null],
    ['CH', 'CHE123456789'],
    ['US', null],
    ['US', 'US123456789'],
    ['GB', 'GB123456789'],
  ])('%s (VAT id %s) is not in the EU: no VAT', (code, vatId) => {
    expect(isEuCountry(code)).toBe(false);
    expect(vatFor(code, vatId)).toEqual({ kind: 'non-eu', rate: 0, label: 'Kein EU-Land - keine USt.' });
    expect(priceFor(code, vatId)).toMatchObject({ vatCents: 0, grossCents: PRICE_PER_CREDIT_CENTS });
  });

  it('reads the country code case-insensitively', () => {
    expect(vatFor('de').rate).toBe(19);
  });

  it('offers the 27 EU states plus Schweiz and USA in the B2B form, the shorter list in the settings', () => {
    expect(B2B_COUNTRIES).toHaveLength(29);
    expect(B2B_COUNTRIES.slice(-2)).toEqual([{ code: 'CH', name: 'Schweiz' }, { code: 'US', name: 'USA' }]);
    expect(B2B_COUNTRIES.slice(0, 27).map((c) => c.code).sort()).toEqual(Object.keys(EU_VAT_RATES).sort());
    expect(SETTINGS_COUNTRIES.map((c) => c.code)).toEqual(['AT', 'DE', 'CH', 'US', 'GB', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'CZ', 'SK', 'HU', 'SI']);
    for (const { code } of [...B2B_COUNTRIES, ...SETTINGS_COUNTRIES]) expect(COUNTRY_NAMES[code]).toBeTruthy();
  });
});

describe('VAT id format', () => {
  it('removes whitespace and upper-cases', () => {
    expect(normalizeVatId(' de 123 456\t789 ')).toBe('DE123456789');
    expect(normalizeVatId('atu12345678')).toBe('ATU12345678');
  });

  it.each([
    ['AT', 'ATU12345678'],
    ['AT', 'AT12345678'],
    ['AT', 'atu 1234 5678'],
    ['DE', 'DE123456789'],
    ['FR', 'FR12345678901'],
    ['FR', 'FRAB123456789'],
    ['IT', 'IT12345678901'],
    ['ES', 'ES12345678Z'],
    ['ES', 'ESX1234567Z'],
    ['ES', 'ESB12345678'],
    ['NL', 'NL123456789B01'],
  ])('%s accepts %s', (country, value) => {
    expect(checkVatId(country, value)).toEqual({
      status: 'valid',
      normalized: normalizeVatId(value),
      message: 'Format gültig - wird von Stripe final validiert',
    });
  });

  it.each([
    ['AT', 'ATU1234567', 'Österreich', 'ATU12345678'],
    ['AT', 'DE123456789', 'Österreich', 'ATU12345678'],
    ['DE', 'DE12345678', 'Deutschland', 'DE123456789'],
    ['DE', 'DE1234567890', 'Deutschland', 'DE123456789'],
    ['FR', 'FR123456789', 'Frankreich', 'FR12345678901'],
    ['IT', 'IT1234567890', 'Italien', 'IT12345678901'],
    ['ES', 'ES123456789', 'Spanien', 'ES12345678Z'],
    ['NL', 'NL123456789B1', 'Niederlande', 'NL123456789B01'],
    ['NL', 'NL123456789', 'Niederlande', 'NL123456789B01'],
  ])('%s refuses %s with the example', (country, value, name, example) => {
    expect(checkVatId(country, value)).toEqual({
      status: 'invalid',
      normalized: normalizeVatId(value),
      message: `Ungültiges Format für ${name}. Beispiel: ${example}`,
    });
  });

  it('leaves the other countries unchecked and gives the generic example', () => {
    expect(checkVatId('BE', 'irgendwas')).toEqual({ status: 'unchecked', normalized: 'IRGENDWAS' });
    expect(checkVatId('PL', 'PL1234567890')).toEqual({ status: 'unchecked', normalized: 'PL1234567890' });
    expect(vatIdExample('BE')).toBe('BE123456789');
    expect(vatIdExample('DE')).toBe('DE123456789');
  });

  it('treats an empty or blank VAT id as none', () => {
    expect(checkVatId('DE', '')).toEqual({ status: 'empty' });
    expect(checkVatId('DE', '   ')).toEqual({ status: 'empty' });
    expect(checkVatId('DE', null)).toEqual({ status: 'empty' });
  });
});
