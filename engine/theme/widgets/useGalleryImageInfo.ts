import { useContext, useMemo } from 'react';
import { EngineContext } from '../../EngineContext';
import { LANGUAGES } from '../../descriptor/data-types';
import type { GalleryImage } from '../types';

export interface ImageInfo {
  altText?: string | null;
  caption?: string | null;
}

/**
 * The gallery of the current language's media folder and the alt text and caption of a chosen file
 * (GET /AWSS3File/filesList, GET /ImageInfos/GetImageInfoByAWSUrl). A file without info (404) has neither.
 * Outside the engine (theme tests) the form context's loader is used and there is no info.
 */
export function useGalleryImageInfo(fallback?: () => Promise<GalleryImage[]>) {
  const engine = useContext(EngineContext);
  return useMemo(() => {
    if (!engine) return { loadImages: fallback, imageInfo: async (): Promise<ImageInfo> => ({}) };
    const folder = LANGUAGES.find((l) => l.languageId === engine.language)?.folder ?? 'EN';
    return {
      loadImages: () => engine.provider.get<GalleryImage[]>('/AWSS3File/filesList', { language: folder }),
      imageInfo: (url: string) => engine.provider.get<ImageInfo>('/ImageInfos/GetImageInfoByAWSUrl', { aws: url }).catch((): ImageInfo => ({})),
    };
  }, [engine, fallback]);
}
