/**
 * Names of the settingsDataTypeIds (31..74): what one settings attribute holds.
 * Snippet and headline names are the spec's (Paragraph2Varient1 is spelt so);
 * the others name the slot of the screen that edits them.
 */
export const SETTINGS_DATA_TYPE_NAMES: Readonly<Record<number, string>> = {
  31: 'MenuAnchor', // footer ABOUT anchor, navigation "more" anchor
  32: 'P2PLendingAnchor',
  33: 'MenuLink', // footer ABOUT link, navigation "more" route
  34: 'P2PLendingLink',
  35: 'TrackRecordH2',
  36: 'TrackRecordH3',
  37: 'TrackRecordParagraph',
  38: 'ReviewRoute',
  39: 'TeamMemberImageUrl',
  40: 'TeamMemberName',
  41: 'TeamMemberRole',
  42: 'ReviewAnchor',
  59: 'Paragraph1Variant1',
  60: 'Paragraph1Variant2',
  61: 'Paragraph1Variant3',
  62: 'Paragraph2Varient1',
  63: 'Paragraph2Variant2',
  64: 'Paragraph2Variant3',
  65: 'Paragraph2Variant4',
  66: 'Paragraph3Variant1',
  67: 'Paragraph3Variant2',
  68: 'Paragraph3Variant3',
  69: 'DISCLAIMER',
  70: 'DiscoverAnchor',
  71: 'DiscoverLink',
  73: 'Headline2Y',
  74: 'Headline1Y',
};

export function settingsDataTypeName(settingsDataTypeId: number): string | null {
  return SETTINGS_DATA_TYPE_NAMES[settingsDataTypeId] ?? null;
}
