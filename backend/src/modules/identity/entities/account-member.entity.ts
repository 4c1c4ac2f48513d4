import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AccountRole } from '../../../common/auth/access-policy';

/** A user's membership in an account, with their role there. */
@Entity('account_members')
export class AccountMember {
  @PrimaryColumn({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 10 })
  role!: AccountRole;

  @Column({ name: 'joined_at', type: 'timestamptz' })
  joinedAt!: Date;
}
