import { ApiProperty } from '@nestjs/swagger';

export class CardScanFieldsAnswer {
  @ApiProperty({ type: String, nullable: true, example: 'Jürgen Weiß' })
  name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'j.weiss@nordlicht.de' })
  email!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'E.164', example: '+491712345678' })
  phone!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Nordlicht Logistik GmbH' })
  company!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Geschäftsführer' })
  title!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'www.nordlicht.de' })
  website!: string | null;
}

export class CardScanAnswer {
  @ApiProperty({ type: CardScanFieldsAnswer })
  fields!: CardScanFieldsAnswer;
  @ApiProperty({ minimum: 0, maximum: 1, description: "The OCR's mean word confidence" })
  confidence!: number;
  @ApiProperty({ description: 'The text the OCR read, line by line' })
  text!: string;
}
