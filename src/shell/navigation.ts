import type { IconName } from '@blueprintjs/core';
import type { DataTypeName } from '../../shared/data-types';

export interface NavEntry {
  label: string;
  to: string;
  icon?: IconName;
  /** Shown when the user has a role other than none for it in the current language; always when absent. */
  dataType?: DataTypeName;
  /** Shown when the user has a role other than none for any of these, in any language (the translation overview). */
  anyOf?: DataTypeName[];
  /** Shown to the administrator only (the audit log, the bin). */
  administratorOnly?: boolean;
  /** Further paths that belong to the item (a record's editor under its list). */
  matches?: string[];
}

/** The data types the translation overview shows (server/translations/overview-sources.ts). */
const TRANSLATED_TYPES: DataTypeName[] = [
  'Review', 'Pages', 'Academy', 'Blog', 'Cashbacks', 'NewsFeed', 'Settings Testimonials', 'Settings About', 'Settings Home',
  'Settings Navigation', 'Settings Footer', 'Settings Reviews', 'Settings Academy', 'Settings Bonus', 'Settings News', 'Settings Blog',
];

/** Side navigation (first document, section 2; Translations: issue 18). */
export const MAIN_NAVIGATION: NavEntry[] = [
  { label: 'Reviews', to: '/reviews', icon: 'star', dataType: 'Review', matches: ['/review'] },
  { label: 'Shared facts', to: '/shared-facts', icon: 'changes', dataType: 'Review' },
  { label: 'Bonus', to: '/cashback', icon: 'dollar', dataType: 'Cashbacks' },
  { label: 'Academy', to: '/academy', icon: 'learning', dataType: 'Academy' },
  { label: 'Pages', to: '/pages', icon: 'document', dataType: 'Pages' },
  { label: 'Blog', to: '/blog', icon: 'manual', dataType: 'Blog' },
  { label: 'News', to: '/news', icon: 'feed', dataType: 'NewsFeed' },
  { label: 'Translations', to: '/translations', icon: 'translate', anyOf: TRANSLATED_TYPES },
  { label: 'Data', to: '/data', icon: 'database', dataType: 'Academy' },
  { label: 'Media', to: '/media', icon: 'media', dataType: 'Media' },
];

/** The ninth main item: leads to the settings home and folds out the submenu below. */
export const SETTINGS_HOME: NavEntry = { label: 'Settings', to: '/settingshome', icon: 'cog', dataType: 'Settings' };

/**
 * The Settings submenu; Tools is always shown. Blog and Authors come after the specification's list so that
 * every screen of the settings home can be reached from the navigation (issue 6).
 */
export const SETTINGS_NAVIGATION: NavEntry[] = [
  { label: 'Home', to: '/homesettings', dataType: 'Settings Home' },
  { label: 'Links', to: '/settingslink', dataType: 'Settings Links' },
  { label: 'Routes', to: '/settingsroutes', dataType: 'Settings Routes' },
  { label: 'About', to: '/aboutsettings', dataType: 'Settings About' },
  { label: 'Testimonials', to: '/testimonials', dataType: 'Settings Testimonials' },
  { label: 'Navigation', to: '/navigationsettings', dataType: 'Settings Navigation' },
  { label: 'Reviews', to: '/reviewsettings', dataType: 'Settings Reviews' },
  { label: 'Academy', to: '/academysettings', dataType: 'Settings Academy' },
  { label: 'Bonus', to: '/bonussettings', dataType: 'Settings Bonus' },
  { label: 'Footer', to: '/footersettings', dataType: 'Settings Footer' },
  { label: 'Users', to: '/users', dataType: 'Settings Users' },
  { label: 'News', to: '/newssetings', dataType: 'Settings News' },
  { label: 'Blog', to: '/blogsettings', dataType: 'Settings Blog' },
  { label: 'Authors', to: '/authors', dataType: 'Settings Testimonials' },
  { label: 'Glossary', to: '/glossary', dataType: 'Settings' },
  { label: 'Tools', to: '/tools' },
  { label: 'Screen studio', to: '/studio', dataType: 'Settings Screens' },
  { label: 'Bin', to: '/bin', administratorOnly: true },
  { label: 'Audit log', to: '/audit', administratorOnly: true },
];

/**
 * Routes the specification names without content: each is a titled placeholder behind its permission gate
 * (first document, section 2: /strings/add, /strings/edit, /cashback/add, /media/add, /gallery; third document,
 * section 2: /crypto_yield, gated like the tools area).
 */
export const PLACEHOLDERS: { route: string; title: string; dataType?: DataTypeName }[] = [
  { route: '/strings/add', title: 'Add string' },
  { route: '/strings/edit/:id?', title: 'Edit string' },
  { route: '/cashback/add', title: 'Add cashback', dataType: 'Cashbacks' },
  { route: '/media/add', title: 'Add media', dataType: 'Media' },
  { route: '/gallery', title: 'Gallery', dataType: 'Media' },
  { route: '/crypto_yield', title: 'Crypto yield', dataType: 'Settings Bonus' },
];
