import { AccountUserAnswer } from '../../identity';

/** POST /api/admin/login */
export class AdminLoginAnswer {
  message!: string;
  user!: AccountUserAnswer;
}
