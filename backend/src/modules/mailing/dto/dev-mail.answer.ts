/** GET /api/dev/outbox: one mail of the local dev outbox. */
export class DevMailAnswer {
  id!: string;
  to!: string;
  subject!: string;
  html!: string;
  text!: string;
  createdAt!: Date;
}
