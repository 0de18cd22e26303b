// One instance delivering the outbox that dies between handing an email to the mail server and
// recording it: outbox-crash.test.ts kills it (SIGKILL) as soon as it prints ACCEPTED, which it
// does once the SMTP server has accepted the email and before the result is recorded.
// Arguments come in the environment: DATABASE_URL or DATA_DIR, SMTP_URL, NOW.
import { openDatabase } from "@/db/client";
import { deliverPending } from "@/lib/email/delivery";
import { smtpTransport } from "@/lib/email/smtp";

async function main() {
  const handle = await openDatabase(
    process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL }
      : { dataDir: process.env.DATA_DIR ?? "" },
  );
  const smtp = smtpTransport(process.env.SMTP_URL ?? "", "hello@bright.example");
  await deliverPending(
    handle.db,
    {
      send: async (message) => {
        await smtp.send(message);
        console.log(`ACCEPTED ${message.messageId}`);
        // Wait here to be killed: the result is never recorded by this process.
        await new Promise(() => {});
      },
    },
    new Date(process.env.NOW ?? ""),
  );
}

void main();
