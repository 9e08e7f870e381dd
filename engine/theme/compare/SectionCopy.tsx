import { Button } from '@blueprintjs/core';
import { useCompareWithEnglish } from './context';
import './compare.css';

/**
 * "Copy section from English" in a section's header while the comparison is on: every field of the section the
 * reader may change takes its English value (unsaved until saved). Not offered when nothing would change.
 */
export function SectionCopy({ title, fields }: { title: string; fields: string[] }) {
  const compare = useCompareWithEnglish();
  if (!compare) return null;
  const copied = fields.filter((name) => name in compare.english && compare.canCopy(name) && compare.differs(name));
  if (!copied.length) return null;
  // In the narrow side panel the button shows its icon only; its name and tooltip stay.
  return (
    <Button
      className="bo-section-copy"
      size="small"
      variant="minimal"
      icon="duplicate"
      text="Copy section from English"
      aria-label="Copy section from English"
      title={`Copy ${title} from English`}
      onClick={() => compare.copy(copied)}
    />
  );
}
