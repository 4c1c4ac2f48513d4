import { ArgumentMetadata, BadRequestException } from '@nestjs/common';
import { IsBoolean, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { createValidationPipe } from './validation.pipe';

class Inner {
  @IsString({ message: 'Bitte gib einen Ort an.' })
  city!: string;
}

class Body {
  @IsOptional()
  @IsString()
  website?: string;

  /** Hidden in the form, with a message of its own. */
  @IsOptional()
  @IsString({ message: 'Das Formular ist abgelaufen.' })
  formToken?: string;

  @IsOptional()
  @IsBoolean({ message: 'Bitte wähle ja oder nein.' })
  flag?: boolean;

  @IsOptional()
  @ValidateNested()
  @Type(() => Inner)
  @IsObject({ message: 'Bitte gib eine Adresse an.' })
  address?: Inner;
}

const asBody: ArgumentMetadata = { type: 'body', metatype: Body };

async function refusal(value: unknown): Promise<BadRequestException> {
  const error = await createValidationPipe().transform(value, asBody).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BadRequestException);
  return error as BadRequestException;
}

const messageFor = async (value: unknown) => (await refusal(value)).message;
const fieldErrorsFor = async (value: unknown) => ((await refusal(value)).getResponse() as { errors: Record<string, string> }).errors;

describe('the validation pipe speaks German', () => {
  it("keeps a DTO's own message", async () => {
    expect(await messageFor({ flag: 'ja' })).toBe('Bitte wähle ja oder nein.');
    expect(await messageFor({ address: 'Berlin' })).toBe('Bitte gib eine Adresse an.');
    expect(await messageFor({ address: { city: 1 } })).toBe('Bitte gib einen Ort an.');
  });

  it('answers a rule without a message in German, without naming the field', async () => {
    expect(await messageFor({ website: 123 })).toBe('Die Eingaben sind ungültig.');
  });

  it('names every failing field that has a message, nested ones by their path', async () => {
    expect(await fieldErrorsFor({ flag: 'ja', address: { city: 1 } })).toEqual({
      flag: 'Bitte wähle ja oder nein.',
      'address.city': 'Bitte gib einen Ort an.',
    });
    expect(await messageFor({ flag: 'ja', address: { city: 1 } })).toBe('Bitte wähle ja oder nein.');
  });

  it('never names a hidden field, even when its failure is the message', async () => {
    expect(await fieldErrorsFor({ website: 123, formToken: 7, flag: 'ja' })).toEqual({ flag: 'Bitte wähle ja oder nein.' });
    expect(await messageFor({ formToken: 7 })).toBe('Das Formular ist abgelaufen.');
    expect(await fieldErrorsFor({ formToken: 7 })).toEqual({});
  });

  it('answers a body that is not an object in German', async () => {
    expect(await messageFor([])).toBe('Die Anfrage muss ein JSON-Objekt enthalten.');
    expect(await messageFor([{ flag: true }])).toBe('Die Anfrage muss ein JSON-Objekt enthalten.');
  });
});
