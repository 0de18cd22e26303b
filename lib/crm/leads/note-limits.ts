/** The longest CRM note, shared by the note form and its schema. */
export const NOTE_MAX = 4000;
