// A tiny SMTP server on 127.0.0.1 that accepts (or refuses) mail and counts what it accepted, for
// the outbox's delivery tests and the drain-rate benchmark. It speaks the part of SMTP nodemailer
// uses without TLS or AUTH: EHLO/HELO, MAIL, RCPT, DATA (with PIPELINING), RSET, NOOP, QUIT.
import net from "node:net";

export type ReceivedEmail = {
  from: string;
  to: string[];
  /** The message as sent, headers and body (dot-stuffing undone). */
  data: string;
  messageId: string | null;
  subject: string | null;
};

export type SmtpSink = {
  url: string;
  port: number;
  received: ReceivedEmail[];
  /** Called after each accepted message, once the 250 reply is on its way. */
  onAccepted: (email: ReceivedEmail) => void;
  /** An SMTP reply code (e.g. 450) for RCPT TO of the address, or null to accept it. */
  refuseRecipient: (address: string) => number | null;
  close: () => Promise<void>;
};

function header(data: string, name: string): string | null {
  const head = data.split(/\r\n\r\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r\n[ \t]+/g, " ");
  const line = unfolded.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

const address = (arg: string) => /<([^>]*)>/.exec(arg)?.[1] ?? arg.trim();

export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<net.Socket>();
  const sink: SmtpSink = {
    url: "",
    port: 0,
    received: [],
    onAccepted: () => {},
    refuseRecipient: () => null,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let dataLines: string[] = [];
    let from = "";
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.write("220 sink ESMTP ready\r\n");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== ".") {
            dataLines.push(line.startsWith("..") ? line.slice(1) : line);
            continue;
          }
          inData = false;
          const data = dataLines.join("\r\n");
          const email: ReceivedEmail = {
            from,
            to,
            data,
            messageId: header(data, "message-id"),
            subject: header(data, "subject"),
          };
          sink.received.push(email);
          reply("250 2.0.0 accepted");
          sink.onAccepted(email);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        const arg = line.slice(5);
        if (verb === "EHLO") reply("250-sink\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SMTPUTF8");
        else if (verb === "HELO") reply("250 sink");
        else if (verb === "MAIL") {
          from = address(arg.replace(/^FROM:/i, ""));
          to = [];
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          const rcpt = address(arg.replace(/^TO:/i, ""));
          const refusal = sink.refuseRecipient(rcpt);
          if (refusal) reply(`${refusal} 4.2.0 try again later`);
          else {
            to.push(rcpt);
            reply("250 2.1.5 ok");
          }
        } else if (verb === "DATA") {
          if (to.length === 0) reply("554 5.5.1 no valid recipients");
          else {
            inData = true;
            dataLines = [];
            reply("354 go ahead");
          }
        } else if (verb === "RSET") {
          from = "";
          to = [];
          reply("250 ok");
        } else if (verb === "NOOP") reply("250 ok");
        else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("502 5.5.2 not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sink.port = (server.address() as net.AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  return sink;
}
