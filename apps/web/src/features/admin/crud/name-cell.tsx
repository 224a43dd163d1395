import { hasText } from '@hv/shared';
import { Badge } from '@/components/ui/badge.tsx';

interface NameCellProps {
  name: string;
  nameEn: string | null;
  description: string | null;
  descriptionEn: string | null;
}

/**
 * An item's name in an admin list, with 'Sin inglés' when its English page would show it in Spanish:
 * no English name, or a description without its English (docs/decisions/0158-english-content-beside-spanish.md).
 */
export function NameCell({ name, nameEn, description, descriptionEn }: NameCellProps) {
  const lacksEnglish = !hasText(nameEn) || (hasText(description) && !hasText(descriptionEn));
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-semibold">{name}</span>
      {lacksEnglish ? <Badge variant="outline">Sin inglés</Badge> : null}
    </span>
  );
}
