/** POST /api/support-ticket: what the dialog shows after sending. */
export class SupportTicketAnswer {
  success!: true;
  message!: string;
}
