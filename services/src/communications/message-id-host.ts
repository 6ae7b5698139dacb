/**
 * The right-hand side of the Message-IDs the app makes: the domain of its From address
 * (MAIL_FROM), as mail programs expect of the sender. `localhost` when it names none.
 */
export const messageIdHostOf = (mailFrom: string) =>
  /@([^\s@<>]+)>?\s*$/.exec(mailFrom)?.[1]?.toLowerCase() ?? 'localhost';
