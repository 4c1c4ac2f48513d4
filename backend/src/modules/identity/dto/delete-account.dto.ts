import { Equals } from 'class-validator';

export class DeleteAccountDto {
  @Equals('DELETE', { message: "Bitte gib exakt 'DELETE' ein, um fortzufahren." })
  confirmation!: string;
}
