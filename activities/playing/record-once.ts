// A play is stored when the activity reaches its end, and again the child may press Finish: the
// first call submits, every later call answers with that same submission, so one play is one row.
// (The server refuses a second use of the play token too; this keeps the child from seeing that.)
export function recordOnce<T>(submit: () => Promise<T>): () => Promise<T> {
  let submitted: Promise<T> | null = null;
  return () => (submitted ??= submit());
}
