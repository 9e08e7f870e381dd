import type { BinFamily } from '../family';

/** A glossary term owns nothing; a restore is refused while another term of its language and kind holds its English term. */
export const glossaryBin: BinFamily = {
  family: 'glossary_terms',
  what: 'glossary term',
  table: 'glossary_terms',
  idColumn: 'termId',
  nameColumn: 'source',
  dataType: 'Settings',
  unique: { columns: ['matchKey'], what: 'English term' },
};
