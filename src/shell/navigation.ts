import type { IconName } from '@blueprintjs/core';
import type { DataTypeName } from '../../shared/data-types';

export interface NavEntry {
  label: string;
  to: string;
  icon?: IconName;
  /** Shown when the user has a role other than none for it in the current language; always when absent. */
  dataType?: DataTypeName;
  /** Shown to the administrator only (the audit log). */
  administratorOnly?: boolean;
  /** Further paths that belong to the item (a record's editor under its list). */
  matches?: string[];
}

/** Side navigation (first document, section 2). */
export const MAIN_NAVIGATION: NavEntry[] = [
  { label: 'Reviews', to: '/reviews', icon: 'star', dataType: 'Review', matches: ['/review'] },
  { label: 'Bonus', to: '/cashback', icon: 'dollar', dataType: 'Cashbacks' },
  { label: 'Academy', to: '/academy', icon: 'learning', dataType: 'Academy' },
  { label: 'Pages', to: '/pages', icon: 'document', dataType: 'Pages' },
  { label: 'Blog', to: '/blog', icon: 'manual', dataType: 'Blog' },
  { label: 'News', to: '/news', icon: 'feed', dataType: 'NewsFeed' },
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
  { label: 'Tools', to: '/tools' },
  { label: 'Audit log', to: '/audit', administratorOnly: true },
];

/**
 * Screens that later work brings; until then their routes show a plain page behind their real
 * permission gate (third document, dispatcher table).
 */
export const COMING_SOON: { route: string; title: string; dataType?: DataTypeName }[] = [
  { route: '/news/*', title: 'News', dataType: 'NewsFeed' },
  { route: '/data/*', title: 'Data', dataType: 'Academy' },
  { route: '/media/*', title: 'Media', dataType: 'Media' },
  { route: '/gallery', title: 'Gallery', dataType: 'Media' },
  { route: '/tools/*', title: 'Tools' },
  { route: '/comparison', title: 'Comparison' },
  { route: '/interest-calculator', title: 'Interest calculator' },
  { route: '/compound-interest-calculator', title: 'Compound interest calculator' },
  { route: '/percentage-calculator', title: 'Percentage calculator' },
  { route: '/inflation-calculator', title: 'Inflation calculator' },
  { route: '/global-home', title: 'Global home' },
  { route: '/settings/tools/*', title: 'Tools' },
];
