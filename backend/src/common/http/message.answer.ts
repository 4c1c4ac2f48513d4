/** An answer that only says, in German, what was done (a sign-out, a deletion). */
export class MessageAnswer {
  message!: string;
}
