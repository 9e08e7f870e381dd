import { useContext, useEffect } from 'react';
import { LinkPreloadContext } from '../screens/frame/link-preload';

/**
 * A list whose rows open a screen of their own (`edit.to`, "/review/{row.value}") fetches that screen's code as soon
 * as the list has drawn its first frame, while its rows are still being read: a click on the first row that shows
 * then finds the editor's code here. Any row's address names the same screen, so one made-up id stands for all.
 */
export function useRecordScreenAhead(to: string | undefined): void {
  const preload = useContext(LinkPreloadContext);
  useEffect(() => (to ? preload.whenShown(to.replace(/\{[^}]+\}/g, '0')) : undefined), [preload, to]);
}
