/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The directory of the icons' path modules (src/shell/icon-files-plugin.ts). */
  readonly ICON_FILES: string;
}
