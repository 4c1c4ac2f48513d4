import { ApiProperty } from '@nestjs/swagger';

/** Documents the login body; the local strategy reads and checks it (guards run before pipes). */
export class LoginDto {
  @ApiProperty({ example: 'anna@example.com' })
  email!: string;

  @ApiProperty({ example: 'geheim123' })
  password!: string;
}
