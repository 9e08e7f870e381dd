import { isFieldPart, isIncludePart, isSectionPart, type Json, type PartPath } from './edits';
import { FieldCard } from './FieldCard';
import { GroupCard, StaticCard } from './GroupCard';
import { IncludedPart } from './IncludedPart';
import { SectionBlock } from './SectionBlock';

/** The parts of a form or of a section, in their order, each drawn by what it is. */
export function PartList({ parts, at }: { parts: unknown[]; at: PartPath }) {
  return (
    <>
      {parts.map((part, index) => {
        const props = { path: [...at, index], first: index === 0, last: index === parts.length - 1 };
        const p = part as Json;
        // A field keeps its element as it moves (keyed by its name, unique in a form), so the focused Move button stays focused.
        if (!p || typeof p !== 'object' || Array.isArray(p)) return <StaticCard key={index} part={{ kind: 'not a part' }} {...props} />;
        if (isIncludePart(p)) return <IncludedPart key={index} include={p} {...props} />;
        if (isSectionPart(p))
          return (
            <SectionBlock key={index} section={p} {...props}>
              <PartList parts={p.parts} at={props.path} />
            </SectionBlock>
          );
        if (p.kind === 'group' && Array.isArray(p.items)) return <GroupCard key={index} group={p} {...props} />;
        if (isFieldPart(p)) return <FieldCard key={`field:${p.name}`} field={p} {...props} />;
        return <StaticCard key={index} part={p} {...props} />;
      })}
    </>
  );
}
