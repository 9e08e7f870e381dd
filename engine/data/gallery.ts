import { LANGUAGES } from '../descriptor/data-types';
import type { GalleryImage, ImageInfo } from '../theme/types';
import type { DataProvider } from './provider';

/**
 * What forms offer their image pickers: the current language's media folder (GET /AWSS3File/filesList) and a
 * chosen file's alt text and caption (GET /ImageInfos/GetImageInfoByAWSUrl; a file without info has neither).
 */
export function galleryCalls(provider: DataProvider, language: number) {
  const folder = LANGUAGES.find((l) => l.languageId === language)?.folder ?? 'EN';
  return {
    loadImages: () => provider.get<GalleryImage[]>('/AWSS3File/filesList', { language: folder }),
    imageInfo: (url: string) => provider.get<ImageInfo>('/ImageInfos/GetImageInfoByAWSUrl', { aws: url }).catch((): ImageInfo => ({})),
  };
}
