// Shape of a legal document. Paragraphs may contain the tokens {email}, {phone} and {hours}; the
// renderer turns them into the practice's links and hours as staff saved them.
export type LegalBlock =
  string | { list: string[] } | { rows: [string, string][]; caption: string };

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalDocument = {
  title: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
};
