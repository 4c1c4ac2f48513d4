import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../common/auth/access-policy';

/** One active API key of the account (GET /api/account/api-keys): never the key itself. */
export class ApiKeyAnswer {
  id!: string;
  name!: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true })
  scopes!: ApiKeyScope[];
  /** The key's first 12 characters ('flk_' and 8 more), to recognise it. */
  prefix!: string;
  createdAt!: Date;
  /** The name of the member who made it, as it was then. */
  createdBy!: string;
  /** The last use, to the minute; null: never used. */
  lastUsedAt!: Date | null;
}

/** POST /api/account/api-keys: the new key, in this answer and never again. */
export class ApiKeyCreatedAnswer {
  id!: string;
  name!: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true })
  scopes!: ApiKeyScope[];
  prefix!: string;
  /** The key: `flk_` and 43 characters. Shown once; only its SHA-256 is kept. */
  key!: string;
  createdAt!: Date;
}
