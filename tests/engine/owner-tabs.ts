import fs from 'node:fs';
import path from 'node:path';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import type { FormBody } from '../../engine/model/descriptor';

// The FAQ and CONTENT tabs of the three owners of the first document (sections 2, 7 and 8): the review's as
// screens/reviews/ states them, the page's and the blog post's as their editors will, each a use of the shared
// fragments screens/fragments/faq-tab.json and content-tab.json with the owner's data as params.

export const root = path.resolve(__dirname, '../..');
export type Owner = 'review' | 'page' | 'blog';

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

const FAQ_USES: Record<Exclude<Owner, 'review'>, object> = {
  page: {
    kind: 'form',
    id: 'page-faq',
    title: 'FAQ',
    permission: { dataType: 'Pages' },
    include: 'faq-tab',
    params: { ownerField: 'pageId', titles: '/FaqTitles/ByPageId', entries: '/FaqLists/ByPageTitleId' },
    notices: { success: { message: 'Page FAQ list has been updated.' }, failure: { message: 'An error has occured during saving page.' } },
  },
  blog: {
    kind: 'form',
    id: 'blog-faq',
    title: 'FAQ',
    permission: { dataType: 'Blog' },
    include: 'faq-tab',
    params: { ownerField: 'blogId', titles: '/FaqTitles/ByBlogId', entries: '/FaqLists/ByBlogTitleId' },
    notices: { success: { message: 'Blog post FAQ list has been updated.' }, include: 'saving-failed' },
  },
};

const CONTENT_USES: Record<Exclude<Owner, 'review'>, object> = {
  page: {
    kind: 'form',
    id: 'page-content',
    title: 'Content',
    permission: { dataType: 'Pages' },
    include: 'content-tab',
    params: {
      entity: 'page',
      load: { path: '/Pages/{param.id}' },
      idField: 'pageId',
      contentField: 'content',
      save: '/Pages/Content',
      saved: 'Successfully saved content.',
      failed: 'An error has occured during saving content.',
    },
  },
  blog: {
    kind: 'form',
    id: 'blog-content',
    title: 'Content',
    permission: { dataType: 'Blog' },
    include: 'content-tab',
    params: {
      entity: 'item-content',
      load: { path: '/Blogs/GetItemContent', query: { id: '{param.id}' } },
      idField: 'id',
      contentField: 'content',
      save: '/Blogs/Content',
      saved: 'Blog post content has been updated.',
      failed: 'Something went wrong during saving data....',
    },
  },
};

/** The resolved and checked FAQ tab of an owner. */
export function faqTab(owner: Owner): FormBody {
  const file = owner === 'review' ? 'screens/reviews/review-faq.json' : `screens/${owner}s/${owner}-faq.json`;
  return checkDescriptor(root, file, owner === 'review' ? read(file) : FAQ_USES[owner]) as unknown as FormBody;
}

/** The resolved and checked CONTENT tab of an owner. */
export function contentTab(owner: Owner): FormBody {
  const file = owner === 'review' ? 'screens/reviews/review-content.json' : `screens/${owner}s/${owner}-content.json`;
  return checkDescriptor(root, file, owner === 'review' ? read(file) : CONTENT_USES[owner]) as unknown as FormBody;
}

/** The content field each owner's tab edits, and the id its save names. */
export const CONTENT_FIELD: Record<Owner, string> = { review: 'reviewContent', page: 'content', blog: 'content' };
