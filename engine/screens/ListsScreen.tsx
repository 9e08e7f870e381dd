import type { ListsScreen as ListsDescriptor } from '../model/descriptor';
import EmbeddedScreen from './EmbeddedScreen';
import { ScreenFrame } from './frame/ScreenFrame';

/**
 * Several lists on one route (/cashback: offers, then campaigns): the screen's one h1, then each list in order as a
 * section under its own h2, with its own load, columns, Add dialog, Edit and Delete.
 */
export default function ListsScreen({ descriptor }: { descriptor: ListsDescriptor }) {
  return (
    <ScreenFrame className="engine-lists" title={descriptor.title} breadcrumb={descriptor.breadcrumb}>
      {descriptor.lists.map((id) => (
        <EmbeddedScreen key={id} id={id} />
      ))}
    </ScreenFrame>
  );
}
