import { Type, Transform } from 'class-transformer';
import { Equals, IsEmail, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Trim, TrimLower } from '../../../common/validation/transforms';
import { COUNTRY_NAMES, normalizeVatId, PRICE_PER_CREDIT_CENTS } from '@fairleads/shared/vat-rules';

const TOO_LONG = (field: string) => `${field} darf höchstens 200 Zeichen lang sein.`;

/*
 * The billing form. class-validator checks a field's rules from the bottom decorator
 * up and the pipe stops at a field's first failure, so "required" sits lowest; across fields
 * the first bad field in this order wins. The VAT id's format depends on the country and is
 * checked by BillingDataService (400 with vat-rules' message).
 */
export class BillingDataDto {
  @MaxLength(200, { message: TOO_LONG('Vorname') })
  @IsNotEmpty({ message: 'Vorname ist erforderlich' })
  @IsString({ message: 'Vorname ist erforderlich' })
  @Trim()
  firstName!: string;

  @MaxLength(200, { message: TOO_LONG('Nachname') })
  @IsNotEmpty({ message: 'Nachname ist erforderlich' })
  @IsString({ message: 'Nachname ist erforderlich' })
  @Trim()
  lastName!: string;

  @MaxLength(200, { message: TOO_LONG('Firmenname') })
  @IsNotEmpty({ message: 'Firmenname ist erforderlich' })
  @IsString({ message: 'Firmenname ist erforderlich' })
  @Trim()
  companyName!: string;

  @MaxLength(254, { message: 'Die E-Mail-Adresse ist zu lang.' })
  @IsEmail({}, { message: 'Gültige E-Mail-Adresse erforderlich' })
  @IsNotEmpty({ message: 'Gültige E-Mail-Adresse erforderlich' })
  @IsString({ message: 'Gültige E-Mail-Adresse erforderlich' })
  @TrimLower()
  email!: string;

  @MaxLength(200, { message: TOO_LONG('Straße') })
  @IsNotEmpty({ message: 'Straße ist erforderlich' })
  @IsString({ message: 'Straße ist erforderlich' })
  @Trim()
  street!: string;

  @MaxLength(200, { message: TOO_LONG('Stadt') })
  @IsNotEmpty({ message: 'Stadt ist erforderlich' })
  @IsString({ message: 'Stadt ist erforderlich' })
  @Trim()
  city!: string;

  @MaxLength(200, { message: TOO_LONG('PLZ') })
  @IsNotEmpty({ message: 'PLZ ist erforderlich' })
  @IsString({ message: 'PLZ ist erforderlich' })
  @Trim()
  postalCode!: string;

  @IsIn(Object.keys(COUNTRY_NAMES), { message: 'Bitte wähle ein Land aus der Liste.' })
  @IsNotEmpty({ message: 'Land ist erforderlich' })
  @IsString({ message: 'Land ist erforderlich' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  country!: string;

  /** Optional; whitespace removed and upper case. Empty means none. */
  @MaxLength(20, { message: 'Ungültige USt-IdNr.' })
  @IsString({ message: 'Ungültige USt-IdNr.' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? normalizeVatId(value) : value === null ? undefined : value))
  vatId?: string;
}

const INVALID_AMOUNT = 'Ungültiger Betrag.';

/** The server decides the price: the only amount accepted is one credit's net price. */
export class CheckoutSessionDto {
  @Equals(PRICE_PER_CREDIT_CENTS, { message: INVALID_AMOUNT })
  @IsInt({ message: INVALID_AMOUNT })
  amount!: number;

  @ValidateNested()
  @Type(() => BillingDataDto)
  @IsObject({ message: 'Bitte gib deine Rechnungsdaten an.' })
  billingData!: BillingDataDto;
}

export class PaymentIntentDto {
  @Equals(PRICE_PER_CREDIT_CENTS, { message: INVALID_AMOUNT })
  @IsInt({ message: INVALID_AMOUNT })
  amount!: number;
}

export class PaymentSuccessDto {
  @MaxLength(255, { message: 'Zahlung nicht gefunden.' })
  @IsNotEmpty({ message: 'Die Zahlungs-ID fehlt.' })
  @IsString({ message: 'Die Zahlungs-ID fehlt.' })
  @Trim()
  paymentIntentId!: string;
}

export class ProcessSuccessDto {
  @MaxLength(255, { message: 'Zahlung nicht gefunden.' })
  @IsNotEmpty({ message: 'Die Sitzungs-ID der Zahlung fehlt.' })
  @IsString({ message: 'Die Sitzungs-ID der Zahlung fehlt.' })
  @Trim()
  sessionId!: string;
}
