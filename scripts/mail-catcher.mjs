#!/usr/bin/env node
// @ts-check
// `npm run mail-catcher`: a local SMTP server for trying the product's e-mails (decision 092). It
// listens on 127.0.0.1 (port 1025, or MAIL_CATCHER_PORT), accepts every message without
// sign-in and prints who it is for, its subject, its text and its unsubscribe header. Start the
// product with SMTP_URL=smtp://127.0.0.1:1025 beside it. Nothing is relayed anywhere.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_CATCHER_PORT || 1025);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
        const unsubscribe = mail.headerLines.find((line) => line.key === 'list-unsubscribe');
        process.stdout.write(
          [
            `--- ${new Date().toISOString()} ${mail.messageId ?? ''}`,
            `To: ${to}`,
            `Subject: ${mail.subject ?? ''}`,
            ...(unsubscribe ? [unsubscribe.line.replace(/\r?\n(?=[ \t])/g, '')] : []),
            '',
            mail.text ?? '',
            '',
          ].join('\n'),
        );
        callback();
      })
      .catch((/** @type {Error} */ error) => callback(error));
  },
});
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(
    `Mail catcher on smtp://127.0.0.1:${port}: start the product with SMTP_URL=smtp://127.0.0.1:${port}\n`,
  );
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
