import { Type, Transform } from 'class-transformer';
import { Equals, IsEmail, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Trim, TrimLower } from '../../../common/validation/transforms';
import { COUNTRY_NAMES, normalizeVatId, PRICE_PER_CREDIT_CENTS } from '@fairleads/shared/vat-rules';
import { bilingual, localized, type Localized } from '../../../common/i18n/localized';

const TOO_LONG = (field: Localized) => bilingual(`${field.de} darf höchstens 200 Zeichen lang sein.`, `${field.en} can be at most 200 characters long.`);

/*
 * The billing form. class-validator checks a field's rules from the bottom decorator
 * up and the pipe stops at a field's first failure, so "required" sits lowest; across fields
 * the first bad field in this order wins. The VAT id's format depends on the country and is
 * checked by BillingDataService (400 with vat-rules' message).
 */
export class BillingDataDto {
  @MaxLength(200, { message: TOO_LONG(localized('Vorname', 'First name')) })
  @IsNotEmpty({ message: bilingual('Vorname ist erforderlich', 'First name is required') })
  @IsString({ message: bilingual('Vorname ist erforderlich', 'First name is required') })
  @Trim()
  firstName!: string;

  @MaxLength(200, { message: TOO_LONG(localized('Nachname', 'Last name')) })
  @IsNotEmpty({ message: bilingual('Nachname ist erforderlich', 'Last name is required') })
  @IsString({ message: bilingual('Nachname ist erforderlich', 'Last name is required') })
  @Trim()
  lastName!: string;

  @MaxLength(200, { message: TOO_LONG(localized('Firmenname', 'Company name')) })
  @IsNotEmpty({ message: bilingual('Firmenname ist erforderlich', 'Company name is required') })
  @IsString({ message: bilingual('Firmenname ist erforderlich', 'Company name is required') })
  @Trim()
  companyName!: string;

  @MaxLength(254, { message: bilingual('Die E-Mail-Adresse ist zu lang.', 'The email address is too long.') })
  @IsEmail({}, { message: bilingual('Gültige E-Mail-Adresse erforderlich', 'A valid email address is required') })
  @IsNotEmpty({ message: bilingual('Gültige E-Mail-Adresse erforderlich', 'A valid email address is required') })
  @IsString({ message: bilingual('Gültige E-Mail-Adresse erforderlich', 'A valid email address is required') })
  @TrimLower()
  email!: string;

  @MaxLength(200, { message: TOO_LONG(localized('Straße', 'Street')) })
  @IsNotEmpty({ message: bilingual('Straße ist erforderlich', 'Street is required') })
  @IsString({ message: bilingual('Straße ist erforderlich', 'Street is required') })
  @Trim()
  street!: string;

  @MaxLength(200, { message: TOO_LONG(localized('Stadt', 'City')) })
  @IsNotEmpty({ message: bilingual('Stadt ist erforderlich', 'City is required') })
  @IsString({ message: bilingual('Stadt ist erforderlich', 'City is required') })
  @Trim()
  city!: string;

  @MaxLength(200, { message: TOO_LONG(localized('PLZ', 'Postcode')) })
  @IsNotEmpty({ message: bilingual('PLZ ist erforderlich', 'Postcode is required') })
  @IsString({ message: bilingual('PLZ ist erforderlich', 'Postcode is required') })
  @Trim()
  postalCode!: string;

  @IsIn(Object.keys(COUNTRY_NAMES), { message: bilingual('Bitte wähle ein Land aus der Liste.', 'Please choose a country from the list.') })
  @IsNotEmpty({ message: bilingual('Land ist erforderlich', 'Country is required') })
  @IsString({ message: bilingual('Land ist erforderlich', 'Country is required') })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  country!: string;

  /** Optional; whitespace removed and upper case. Empty means none. */
  @MaxLength(20, { message: bilingual('Ungültige USt-IdNr.', 'Invalid VAT ID.') })
  @IsString({ message: bilingual('Ungültige USt-IdNr.', 'Invalid VAT ID.') })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? normalizeVatId(value) : value === null ? undefined : value))
  vatId?: string;
}

const INVALID_AMOUNT = bilingual('Ungültiger Betrag.', 'Invalid amount.');

/** The server decides the price: the only amount accepted is one credit's net price. */
export class CheckoutSessionDto {
  @Equals(PRICE_PER_CREDIT_CENTS, { message: INVALID_AMOUNT })
  @IsInt({ message: INVALID_AMOUNT })
  amount!: number;

  @ValidateNested()
  @Type(() => BillingDataDto)
  @IsObject({ message: bilingual('Bitte gib deine Rechnungsdaten an.', 'Please enter your billing details.') })
  billingData!: BillingDataDto;
}

export class PaymentIntentDto {
  @Equals(PRICE_PER_CREDIT_CENTS, { message: INVALID_AMOUNT })
  @IsInt({ message: INVALID_AMOUNT })
  amount!: number;
}

export class PaymentSuccessDto {
  @MaxLength(255, { message: bilingual('Zahlung nicht gefunden.', 'Payment not found.') })
  @IsNotEmpty({ message: bilingual('Die Zahlungs-ID fehlt.', 'The payment ID is missing.') })
  @IsString({ message: bilingual('Die Zahlungs-ID fehlt.', 'The payment ID is missing.') })
  @Trim()
  paymentIntentId!: string;
}

export class ProcessSuccessDto {
  @MaxLength(255, { message: bilingual('Zahlung nicht gefunden.', 'Payment not found.') })
  @IsNotEmpty({ message: bilingual('Die Sitzungs-ID der Zahlung fehlt.', 'The payment’s session ID is missing.') })
  @IsString({ message: bilingual('Die Sitzungs-ID der Zahlung fehlt.', 'The payment’s session ID is missing.') })
  @Trim()
  sessionId!: string;
}
